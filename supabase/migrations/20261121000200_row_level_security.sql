-- SemMultas: privileges and row-level security (SPEC §6, DECISIONS 2, 5, 12, 13).
--
-- Two layers:
--   1. grants: everything is revoked from PUBLIC, anon and authenticated, then the exact
--      table / column privileges each role needs are given back. anon gets nothing.
--   2. policies: one policy per table and operation, role `authenticated`, using the
--      `(select auth.uid())` / `(select public.has_active_plan())` form so the checks run once
--      per statement, not once per row.
-- The service role (server side) keeps full access and bypasses RLS.

alter table public.user_profiles     enable row level security;
alter table public.posts             enable row level security;
alter table public.conteudos         enable row level security;
alter table public.fluxo_caixa       enable row level security;
alter table public.forum             enable row level security;
alter table public.assinaturas_plano enable row level security;

-- ---------------------------------------------------------------------------------------
-- Grants
-- ---------------------------------------------------------------------------------------
revoke all on table
  public.user_profiles, public.posts, public.conteudos,
  public.fluxo_caixa, public.forum, public.assinaturas_plano
  from public, anon, authenticated;

grant all on table
  public.user_profiles, public.posts, public.conteudos,
  public.fluxo_caixa, public.forum, public.assinaturas_plano
  to service_role;

-- user_profiles: read (own / admin), admin edits the plan columns only, admin deletes.
grant select on public.user_profiles to authenticated;
grant update (is_premium, plan_expiration) on public.user_profiles to authenticated;
grant delete on public.user_profiles to authenticated;

-- posts and conteudos: read per plan, written by the admin.
grant select, insert, update, delete on public.posts to authenticated;
grant select, insert, update, delete on public.conteudos to authenticated;

-- fluxo_caixa: read own row, create the empty row on first visit; every change goes through
-- the fluxo_caixa_* functions (no direct UPDATE / DELETE).
grant select on public.fluxo_caixa to authenticated;
grant insert (user_id, transactions, categories) on public.fluxo_caixa to authenticated;

-- forum: read, start a thread (author forced by trigger), admin deletes. Replies go through
-- forum_reply(); there is no direct UPDATE.
grant select on public.forum to authenticated;
grant insert (user_email, description, responses) on public.forum to authenticated;
grant delete on public.forum to authenticated;

-- assinaturas_plano: the admin reads; writes only by the service role.
grant select on public.assinaturas_plano to authenticated;

-- Functions: nothing is executable by PUBLIC / anon; the plan helpers are for signed-in users.
revoke execute on function public.is_admin(), public.has_active_plan(), public.plan_status()
  from public, anon;
grant execute on function public.is_admin(), public.has_active_plan(), public.plan_status()
  to authenticated, service_role;

revoke execute on all functions in schema private from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------
-- user_profiles
-- ---------------------------------------------------------------------------------------
create policy user_profiles_select on public.user_profiles
  for select to authenticated
  using (id = (select auth.uid()) or (select public.is_admin()));

-- No INSERT policy: profiles are created by the on_auth_user_created trigger.

create policy user_profiles_update on public.user_profiles
  for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

-- The admin deletes other users' profiles (never their own: that would drop the admin flag).
create policy user_profiles_delete on public.user_profiles
  for delete to authenticated
  using ((select public.is_admin()) and id <> (select auth.uid()));

-- ---------------------------------------------------------------------------------------
-- posts: states 1–27 and 30 for every signed-in user; 28 (Receita Federal) and
-- 29 (Relacionadas) need an active plan (DECISIONS 2).
-- ---------------------------------------------------------------------------------------
create policy posts_select on public.posts
  for select to authenticated
  using (state_id not in (28, 29) or (select public.has_active_plan()));

create policy posts_insert on public.posts
  for insert to authenticated
  with check ((select public.is_admin()));

create policy posts_update on public.posts
  for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

create policy posts_delete on public.posts
  for delete to authenticated
  using ((select public.is_admin()));

-- ---------------------------------------------------------------------------------------
-- conteudos: tax tips (type 0) for every signed-in user; partners (1) and apps (2) need an
-- active plan.
-- ---------------------------------------------------------------------------------------
create policy conteudos_select on public.conteudos
  for select to authenticated
  using (type = 0 or (select public.has_active_plan()));

create policy conteudos_insert on public.conteudos
  for insert to authenticated
  with check ((select public.is_admin()));

create policy conteudos_update on public.conteudos
  for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

create policy conteudos_delete on public.conteudos
  for delete to authenticated
  using ((select public.is_admin()));

-- ---------------------------------------------------------------------------------------
-- fluxo_caixa: own row only, active plan only. The direct INSERT may only create the empty
-- record (SPEC §7, PGRST116 case); no UPDATE / DELETE policy (functions do the writes).
-- ---------------------------------------------------------------------------------------
create policy fluxo_caixa_select on public.fluxo_caixa
  for select to authenticated
  using (user_id = (select auth.uid()) and (select public.has_active_plan()));

create policy fluxo_caixa_insert on public.fluxo_caixa
  for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and (select public.has_active_plan())
    and transactions = '[]'::jsonb
    and categories = '[]'::jsonb
  );

-- ---------------------------------------------------------------------------------------
-- forum: active plan to read and post; the admin deletes threads.
-- ---------------------------------------------------------------------------------------
create policy forum_select on public.forum
  for select to authenticated
  using ((select public.has_active_plan()));

create policy forum_insert on public.forum
  for insert to authenticated
  with check (
    (select public.has_active_plan())
    and user_id = (select auth.uid())
    and user_email = (select auth.jwt() ->> 'email')
    and responses = '[]'::jsonb
  );

create policy forum_delete on public.forum
  for delete to authenticated
  using ((select public.is_admin()));

-- ---------------------------------------------------------------------------------------
-- assinaturas_plano: the admin reads; no write policy (service role only).
-- ---------------------------------------------------------------------------------------
create policy assinaturas_plano_select on public.assinaturas_plano
  for select to authenticated
  using ((select public.is_admin()));
