// Issue 14: stands in for @supabase/storage-js in every bundle (tooling/webpack.cjs,
// resolve.alias). The app keeps no files in Supabase Storage, but supabase-js builds a
// StorageClient in its constructor and is shared whole, so storage-js and iceberg-js
// (~35 KB minified) were evaluated on every first page. Using supabase.storage says what to
// change.
export class StorageApiError extends Error {
  constructor(message, status, statusCode) {
    super(message);
    this.name = 'StorageApiError';
    this.status = status;
    this.statusCode = statusCode;
  }
}

export class StorageClient {
  from() {
    throw new Error(
      '[SemMultas] supabase.storage: Storage is left out of the bundle (tooling/stubs/supabase-storage.js); remove the alias in tooling/webpack.cjs to use it.',
    );
  }
}
