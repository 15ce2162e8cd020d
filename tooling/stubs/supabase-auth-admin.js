// Issue 14, thirteenth round: stands in for @supabase/auth-js's GoTrueAdminApi in every bundle
// (tooling/webpack.cjs, NormalModuleReplacementPlugin). `supabase.auth.admin` needs the service
// role key, which never reaches a browser (the server functions use their own client in Node,
// not built by webpack); GoTrueClient builds it in its constructor and supabase-js is shared
// whole, so its code was evaluated on every first page. Any use says what to change.
export default class GoTrueAdminApi {
  constructor() {
    return new Proxy(this, {
      get(target, name) {
        if (typeof name === 'symbol' || name in target) return target[name];
        return () => {
          throw new Error(
            `[SemMultas] supabase.auth.admin.${String(name)}(): the admin API is left out of the bundle (tooling/stubs/supabase-auth-admin.js); it needs the service role key, which belongs on a server.`,
          );
        };
      },
    });
  }
}
