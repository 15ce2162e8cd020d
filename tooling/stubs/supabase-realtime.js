// Issue 14: stands in for @supabase/realtime-js in every bundle (tooling/webpack.cjs,
// resolve.alias). The app never opens a Realtime channel (auth, PostgREST and Edge Functions
// only), but supabase-js builds a RealtimeClient in its constructor and is shared whole, so
// realtime-js and its Phoenix socket (~50 KB minified) were evaluated on every first page.
// supabase-js only calls setAuth() on its own; anything else says what to change.
const unavailable = (what) => {
  throw new Error(
    `[SemMultas] ${what}: Realtime is left out of the bundle (tooling/stubs/supabase-realtime.js); remove the alias in tooling/webpack.cjs to use it.`,
  );
};

export class RealtimeClient {
  constructor(endPoint, options) {
    this.endPoint = endPoint;
    this.options = options;
    this.accessTokenValue = null;
  }
  setAuth(token = null) {
    this.accessTokenValue = token;
    return Promise.resolve();
  }
  getChannels() {
    return [];
  }
  removeAllChannels() {
    return Promise.resolve([]);
  }
  channel() {
    return unavailable('supabase.channel()');
  }
  removeChannel() {
    return unavailable('supabase.removeChannel()');
  }
}
