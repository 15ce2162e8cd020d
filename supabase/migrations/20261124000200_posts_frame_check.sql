-- Issue 21 finding 9: most government portals refuse to be framed, so a type-0 post ("Página no
-- app") showed a grey broken frame. When the admin saves such a post, the server asks the page
-- (/functions/v1/link-check reads its CSP frame-ancestors and X-Frame-Options) and the answer
-- is stored here; the SEFAZ pages open a refusing site in a new tab with a clear card.
--   frame_allowed  true: may be framed · false: refuses · null: not checked (or unreachable)
alter table public.posts
  add column frame_allowed boolean,
  add column frame_reason text check (frame_reason is null or char_length(frame_reason) <= 300),
  add column frame_checked_at timestamptz;

comment on column public.posts.frame_allowed is
  'Whether link_url lets the app frame it (type 0), as /functions/v1/link-check found when the admin saved; null = unknown.';
