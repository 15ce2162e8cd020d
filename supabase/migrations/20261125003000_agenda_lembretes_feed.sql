-- SemMultas: the tax calendar's e-mail reminders and private calendar feed (issue 19; premium,
-- DECISIONS 15), and the description of the admin's extraordinary acts.
--
--   agenda_lembretes   when a user wants to be reminded: 7, 3, 1 days before and/or on the day.
--                      Owner only. Choosing days needs an active plan; clearing them never does.
--   agenda_feeds       the secret token of the user's .ics address (/functions/v1/agenda/feed/
--                      <token>.ics). Random (244 bits), unique, readable by its owner only so the
--                      page can show the address again; written only by agenda_feed_gerar()
--                      (a new token revokes the old one) and agenda_feed_revogar().
--
-- The due dates come from the engine (shared/src/agenda, TypeScript), which SQL cannot run: the
-- daily job's Edge Function reads the rows through agenda_lembretes_pendentes(day), computes the
-- reminders with the engine's generated JS and queues them with agenda_enfileirar_lembretes(),
-- one e-mail per user and day (dedupe key 'agenda-lembrete:<user>:<day>'). The feed reads its
-- rows through agenda_feed_dados(token). All three are for the service role only.

-- ---------------------------------------------------------------------------------------
-- agenda_lembretes
-- ---------------------------------------------------------------------------------------
create table public.agenda_lembretes (
  user_id    uuid primary key default auth.uid() references public.user_profiles (id) on delete cascade,
  dias       smallint[] not null default '{}',
  updated_at timestamptz not null default now(),
  constraint agenda_lembretes_dias check (dias <@ array[0, 1, 3, 7]::smallint[])
);
comment on table public.agenda_lembretes is
  'Days before a due date (7, 3, 1, 0 = on the day) the user is e-mailed the tax calendar (premium; issue 19).';

create function private.agenda_lembretes_normalize()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
begin
  if v_uid is not null then
    new.user_id := v_uid;
  end if;
  new.updated_at := now();
  if new.dias is null or not (new.dias <@ array[0, 1, 3, 7]::smallint[]) then
    raise exception using errcode = '22023', message = 'Escolha quando lembrar: 7, 3 ou 1 dia antes, ou no dia do vencimento.';
  end if;
  new.dias := coalesce((select array_agg(distinct d order by d desc) from unnest(new.dias) d), '{}');
  if v_uid is not null and cardinality(new.dias) > 0 and not public.has_active_plan() then
    raise exception using errcode = '42501', message = 'Os lembretes por e-mail são um recurso do plano Premium.';
  end if;
  return new;
end;
$$;

create trigger agenda_lembretes_normalize
  before insert or update on public.agenda_lembretes
  for each row execute function private.agenda_lembretes_normalize();

-- ---------------------------------------------------------------------------------------
-- agenda_feeds
-- ---------------------------------------------------------------------------------------
create table public.agenda_feeds (
  user_id    uuid primary key references public.user_profiles (id) on delete cascade,
  token      text not null unique,
  created_at timestamptz not null default now(),
  constraint agenda_feeds_token check (token ~ '^[0-9a-f]{64}$')
);
comment on table public.agenda_feeds is
  'The secret token of a user''s private .ics calendar address; a new one replaces (revokes) the old.';

-- A new address for the caller's calendar; the old one stops working at once.
create function public.agenda_feed_gerar()
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_uid   uuid := (select auth.uid());
  v_token text;
begin
  if v_uid is null then
    raise exception using errcode = '42501', message = 'Faça login para gerar o endereço do calendário.';
  end if;
  if not public.has_active_plan() then
    raise exception using errcode = '42501', message = 'O calendário no seu aplicativo de agenda é um recurso do plano Premium.';
  end if;
  v_token := replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');
  insert into public.agenda_feeds (user_id, token, created_at) values (v_uid, v_token, now())
  on conflict (user_id) do update set token = excluded.token, created_at = excluded.created_at;
  return v_token;
end;
$$;

-- Turns the caller's calendar address off.
create function public.agenda_feed_revogar()
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  delete from public.agenda_feeds f where f.user_id = (select auth.uid());
$$;

-- ---------------------------------------------------------------------------------------
-- What the reminder job and the feed read (service role only)
-- ---------------------------------------------------------------------------------------

-- The rows of the companies a user sees: their own and the ones shared with their e-mail.
create function private.agenda_dados_do_usuario(p_user uuid, p_email text)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  with empresas as (
    select e.* from public.empresas e
     where e.owner_id = p_user
        or exists (select 1 from public.empresa_membros m
                    where m.empresa_id = e.id and m.email = lower(coalesce(p_email, '')))
  )
  select jsonb_build_object(
    'empresas', coalesce((select jsonb_agg(to_jsonb(e) order by e.nome, e.id) from empresas e), '[]'::jsonb),
    'marcas', coalesce((select jsonb_agg(to_jsonb(m)) from public.agenda_marcas m where m.empresa_id in (select id from empresas)), '[]'::jsonb),
    'atos', coalesce((select jsonb_agg(to_jsonb(a)) from public.atos_extraordinarios a), '[]'::jsonb)
  );
$$;

-- The plan of a profile on a day (DECISIONS 3; the admin counts as active).
create function private.agenda_plano(p_profile public.user_profiles, p_today date)
returns text
language sql
stable
set search_path = ''
as $$
  select case
           when p_profile.is_admin then 'premium'
           when not coalesce(p_profile.is_premium, false) then 'free'
           when p_profile.plan_expiration >= p_today then 'premium'
           else 'expired'
         end;
$$;

-- The feed of a token: null when no such token (revoked or never issued).
create function public.agenda_feed_dados(p_token text)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_profile public.user_profiles;
  v_today   date := (now() at time zone 'America/Sao_Paulo')::date;
begin
  if p_token is null or p_token !~ '^[0-9a-f]{64}$' then
    return null;
  end if;
  select p.* into v_profile
    from public.agenda_feeds f join public.user_profiles p on p.id = f.user_id
   where f.token = p_token;
  if not found then
    return null;
  end if;
  return jsonb_build_object('plano', private.agenda_plano(v_profile, v_today), 'hoje', v_today)
         || case when private.agenda_plano(v_profile, v_today) = 'premium'
                 then private.agenda_dados_do_usuario(v_profile.id, v_profile.email)
                 else '{}'::jsonb end;
end;
$$;

-- Everyone to remind on p_today: an active plan that day and at least one day chosen.
create function public.agenda_lembretes_pendentes(p_today date)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object(
           'user_id', p.id,
           'dias', to_jsonb(l.dias),
           'dados', private.agenda_dados_do_usuario(p.id, p.email)
         ) order by p.id), '[]'::jsonb)
    from public.agenda_lembretes l
    join public.user_profiles p on p.id = l.user_id
   where cardinality(l.dias) > 0
     and p.email is not null
     and private.agenda_plano(p, p_today) = 'premium';
$$;

-- Queues the reminders the job computed: one e-mail per user and day, whatever the number of
-- runs. Each element: { user_id, empresas: [...] } (the e-mail's content, from the engine).
create function public.agenda_enfileirar_lembretes(p_today date, p_lembretes jsonb)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_item    jsonb;
  v_profile public.user_profiles;
  v_total   int := 0;
begin
  p_lembretes := private.jsonb_arg(p_lembretes);
  if p_today is null or jsonb_typeof(p_lembretes) is distinct from 'array' then
    raise exception using errcode = '22023', message = 'Informe o dia e a lista de lembretes.';
  end if;
  for v_item in select * from jsonb_array_elements(p_lembretes) loop
    select p.* into v_profile from public.user_profiles p
     where p.id = (v_item ->> 'user_id')::uuid
       and exists (select 1 from public.agenda_lembretes l where l.user_id = p.id and cardinality(l.dias) > 0);
    continue when not found or private.agenda_plano(v_profile, p_today) <> 'premium'
                  or jsonb_array_length(coalesce(v_item -> 'empresas', '[]'::jsonb)) = 0;
    if private.outbox_enqueue('agenda-lembrete:' || v_profile.id || ':' || p_today,
                              v_profile.email, 'agenda-lembrete',
                              jsonb_build_object('hoje', p_today, 'empresas', v_item -> 'empresas')) then
      v_total := v_total + 1;
    end if;
  end loop;
  return v_total;
end;
$$;

-- ---------------------------------------------------------------------------------------
-- atos_extraordinarios: a description, and a source link required from the admin's page
-- (the acts the engine ships cite theirs in the code).
-- ---------------------------------------------------------------------------------------
alter table public.atos_extraordinarios add column descricao text;
alter table public.atos_extraordinarios
  add constraint atos_descricao_length check (descricao is null or char_length(descricao) <= 1000);

-- Runs after atos_extraordinarios_normalize (triggers fire in name order), on trimmed values.
create function private.atos_extraordinarios_fonte_descricao()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.descricao := nullif(btrim(coalesce(new.descricao, '')), '');
  if new.descricao is not null and char_length(new.descricao) > 1000 then
    raise exception using errcode = '22023', message = 'A descrição deve ter até 1.000 caracteres.';
  end if;
  if (select auth.uid()) is not null and new.fonte is null then
    raise exception using errcode = '22023', message = 'Informe o link da fonte oficial do ato (https://…).';
  end if;
  return new;
end;
$$;

create trigger atos_extraordinarios_x_fonte_descricao
  before insert or update on public.atos_extraordinarios
  for each row execute function private.atos_extraordinarios_fonte_descricao();

-- ---------------------------------------------------------------------------------------
-- Grants and row-level security
-- ---------------------------------------------------------------------------------------
alter table public.agenda_lembretes enable row level security;
alter table public.agenda_feeds     enable row level security;

revoke all on table public.agenda_lembretes, public.agenda_feeds from public, anon, authenticated;
grant all on table public.agenda_lembretes, public.agenda_feeds to service_role;
grant select, insert, update, delete on public.agenda_lembretes to authenticated;
grant select on public.agenda_feeds to authenticated;

create policy agenda_lembretes_select on public.agenda_lembretes
  for select to authenticated using (user_id = (select auth.uid()));
create policy agenda_lembretes_insert on public.agenda_lembretes
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy agenda_lembretes_update on public.agenda_lembretes
  for update to authenticated using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy agenda_lembretes_delete on public.agenda_lembretes
  for delete to authenticated using (user_id = (select auth.uid()));

create policy agenda_feeds_select on public.agenda_feeds
  for select to authenticated using (user_id = (select auth.uid()));

revoke execute on function public.agenda_feed_gerar(), public.agenda_feed_revogar() from public, anon;
grant execute on function public.agenda_feed_gerar(), public.agenda_feed_revogar() to authenticated, service_role;

revoke execute on function public.agenda_feed_dados(text), public.agenda_lembretes_pendentes(date),
  public.agenda_enfileirar_lembretes(date, jsonb) from public, anon, authenticated;
grant execute on function public.agenda_feed_dados(text), public.agenda_lembretes_pendentes(date),
  public.agenda_enfileirar_lembretes(date, jsonb) to service_role;

revoke execute on all functions in schema private from public, anon, authenticated;
