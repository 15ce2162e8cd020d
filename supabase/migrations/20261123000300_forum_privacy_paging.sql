-- SemMultas: forum privacy, paging, Unicode-blank text and the reply cap (issue 13).
--
-- 1. Display names (LGPD). user_profiles.display_name: set at sign-up from the sign-up
--    metadata (raw_user_meta_data ->> 'display_name') when valid, else the first name taken
--    from the e-mail ("maria.silva@x.com" → "Maria", "Usuário" when nothing usable). The
--    owner changes it only through set_display_name(name); no table grant covers the column
--    and user_profiles_guard refuses any direct change from the Data API, so the plan columns
--    stay out of reach exactly as before. The admin reads it with the rest of the profile.
-- 2. The forum stores the author's user id only: forum.user_email is dropped and every reply
--    {id, user_email, response, date} becomes {id, user_id, response, date} (a reply whose
--    e-mail matches no account keeps a first name in author_name instead). Names are served
--    by the functions below, never e-mails.
-- 3. Paging: forum_list_threads(search, page_offset, page_size) returns one page of threads
--    without their replies (author name, description, date, reply count, last reply's date),
--    searched in the database (every word in the thread, its author, a reply or a reply's
--    author; accents and case ignored); forum_get_thread(thread_id, replies_offset,
--    replies_limit) returns one thread with one page of its replies.
-- 4. Blank text: Unicode whitespace, control and invisible format characters (NBSP, U+200B–
--    U+200F, U+2060, U+FEFF, …) count as blank, and are trimmed from both ends.
-- 5. The 2,000-reply cap is answered with PT409 (HTTP 409) and a Portuguese reason instead of
--    the check constraint's 500; a full thread stays readable and accepts no more replies.
--    forum_reply returns the new reply (not the whole thread, which could be megabytes).
--
-- Errors: 42501 not signed in / no plan / not the admin; 22023 invalid text (HTTP 400);
-- PT404 not found (404); PT409 thread full (409).

-- ---------------------------------------------------------------------------------------
-- Text helpers
-- ---------------------------------------------------------------------------------------

-- Characters that show nothing: C0/C1 controls, every Unicode space, soft hyphen, combining
-- grapheme joiner, Hangul fillers, zero-width and bidi marks, word joiner, invisible operators,
-- BOM, Braille blank, variation selectors and tag characters. Kept in one place; the front
-- end mirrors it (mfe-forum/src/features/forum/utils/forum-text.ts).
create function private.blank_chars_class()
returns text
language sql
immutable
set search_path = ''
as $$
  select '[\u0001-\u0020\u007f-\u00a0\u00ad\u034f\u061c\u115f\u1160\u1680\u17b4\u17b5\u180b-\u180e'
      || '\u2000-\u200f\u2028-\u202f\u205f-\u206f\u2800\u3000\u3164\ufe00-\ufe0f\ufeff\uffa0'
      || '\ufff9-\ufffb\U000e0000-\U000e007f\U000e0100-\U000e01ef]';
$$;

-- What is trimmed from both ends: the same minus the characters that end emoji sequences
-- (variation selectors, zero-width joiner, tags), so "Obrigado ❤️" keeps its heart.
create function private.edge_chars_class()
returns text
language sql
immutable
set search_path = ''
as $$
  select '[\u0001-\u0020\u007f-\u00a0\u00ad\u034f\u061c\u115f\u1160\u1680\u17b4\u17b5\u180b-\u180e'
      || '\u2000-\u200c\u200e\u200f\u2028-\u202f\u205f-\u206f\u2800\u3000\u3164\ufeff\uffa0'
      || '\ufff9-\ufffb]';
$$;

create function private.is_blank(value text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select value is null or regexp_replace(value, private.blank_chars_class(), '', 'g') = '';
$$;

create function private.trim_blank(value text)
returns text
language sql
immutable
set search_path = ''
as $$
  select regexp_replace(value,
                        '^' || private.edge_chars_class() || '+|' || private.edge_chars_class() || '+$',
                        '', 'g');
$$;

-- Thread and reply text: not blank, trimmed, at most 5000 characters.
create or replace function private.forum_clean_text(value text, what text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  v text;
begin
  if private.is_blank(value) then
    raise exception using errcode = '22023', message = what || ' não pode estar vazia.';
  end if;
  v := private.trim_blank(value);
  if char_length(v) > 5000 then
    raise exception using errcode = '22023', message = what || ' pode ter no máximo 5000 caracteres.';
  end if;
  return v;
end;
$$;

-- Accent- and case-insensitive form used by the search (no unaccent extension on PGlite).
create function private.forum_fold(value text)
returns text
language sql
immutable
set search_path = ''
as $$
  select lower(translate(coalesce(value, ''),
    'ÁÀÂÃÄÅáàâãäåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÕÖóòôõöÚÙÛÜúùûüÇçÑñ',
    'AAAAAAaaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuCcNn'));
$$;

-- The words of a search, folded and escaped for LIKE (at most 8 words of 100 characters).
create function private.forum_search_terms(search text)
returns text[]
language sql
immutable
set search_path = ''
as $$
  select coalesce(array_agg(replace(replace(replace(left(w, 100), '\', '\\'), '%', '\%'), '_', '\_')), '{}')
    from (
      select w
        from regexp_split_to_table(private.forum_fold(private.trim_blank(coalesce(search, ''))),
                                   private.blank_chars_class() || '+') as w
       where w <> ''
       limit 8
    ) words;
$$;

-- ---------------------------------------------------------------------------------------
-- Display names
-- ---------------------------------------------------------------------------------------

-- A name typed by a person: Unicode spaces collapsed to one, trimmed, 2–40 characters, no
-- control or invisible characters anywhere (they would let one name look like another).
create function private.clean_display_name(name text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  v text;
begin
  if private.is_blank(name) then
    raise exception using errcode = '22023', message = 'O nome no fórum não pode ficar em branco.';
  end if;
  if name ~ '[\u0001-\u001f\u007f-\u009f]' then
    raise exception using errcode = '22023', message = 'O nome no fórum não pode ter quebras de linha, tabulações ou caracteres de controle.';
  end if;
  v := regexp_replace(name, '[\u0020\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\u2800\u3164\u115f\u1160\uffa0]+', ' ', 'g');
  v := btrim(v, ' ');
  if replace(v, ' ', '') ~ private.blank_chars_class() then
    raise exception using errcode = '22023', message = 'O nome no fórum não pode ter caracteres invisíveis.';
  end if;
  if char_length(v) < 2 or char_length(v) > 40 then
    raise exception using errcode = '22023', message = 'O nome no fórum deve ter entre 2 e 40 caracteres.';
  end if;
  return v;
end;
$$;

-- Names that read as the product's own staff ("Equipe SemMultas", "Suporte", "Admin"): only
-- the admin may carry them, so nobody poses as the team in the forum (issue 13, finding 4).
-- Folded (accents, case) and with everything but letters and digits removed, so "S.e.m
-- Multas" or "Ádmin" are caught too.
create function private.is_reserved_display_name(name text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select regexp_replace(private.forum_fold(coalesce(name, '')), '[^a-z0-9]', '', 'g')
         ~ '(semmultas|admin|moderador|suporte|equipe|oficial|receitafederal|sefaz)';
$$;

-- The same, answering null instead of an error (sign-up metadata must never block a sign-up).
create function private.try_display_name(name text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
begin
  if name is null or private.is_reserved_display_name(name) then
    return null;
  end if;
  return private.clean_display_name(name);
exception when others then
  return null;
end;
$$;

-- "maria.silva@x.com" → "Maria", "joao_99@x" → "Joao", "123@x" → "Usuário".
create function private.display_name_from_email(email text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  first text := (regexp_match(split_part(coalesce(email, ''), '@', 1), '[A-Za-z\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u024f]+'))[1];
begin
  if first is null or char_length(first) < 2 or private.is_reserved_display_name(first) then
    return 'Usuário';
  end if;
  first := left(first, 40);
  return upper(left(first, 1)) || lower(substr(first, 2));
end;
$$;

alter table public.user_profiles add column display_name text;
alter table public.user_profiles
  add constraint user_profiles_display_name_length
  check (display_name is null or char_length(display_name) between 2 and 40);
comment on column public.user_profiles.display_name is
  'Name shown in the forum instead of the e-mail (LGPD). Changed by its owner only through set_display_name().';

update public.user_profiles p
   set display_name = coalesce(
         private.try_display_name((select private.jsonb_arg(u.raw_user_meta_data) ->> 'display_name' from auth.users u where u.id = p.id)),
         private.display_name_from_email(p.email))
 where p.display_name is null;

create or replace function private.handle_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- private.jsonb_arg: on the postgres driver lite stores the metadata JSON-encoded twice.
  insert into public.user_profiles (id, email, display_name)
  values (new.id, new.email,
          coalesce(private.try_display_name(private.jsonb_arg(new.raw_user_meta_data) ->> 'display_name'),
                   private.display_name_from_email(new.email)))
  on conflict (id) do nothing;
  return new;
end;
$$;

-- The guard of the core schema, plus: display_name is never changed directly by a request
-- (set_display_name, SECURITY DEFINER, is the only way, and only for the caller's own row).
create or replace function private.user_profiles_guard()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user not in ('anon', 'authenticated') then
    if tg_op = 'UPDATE' then
      new.updated_at := now();
    end if;
    return new;
  end if;

  if tg_op = 'INSERT' then
    raise exception using
      errcode = '42501',
      message = 'Perfis são criados automaticamente no cadastro.';
  end if;

  if new.id is distinct from old.id or new.email is distinct from old.email
     or new.created_at is distinct from old.created_at then
    raise exception using
      errcode = '42501',
      message = 'Os campos id, email e created_at do perfil não podem ser alterados.';
  end if;

  if new.is_admin is distinct from old.is_admin then
    raise exception using
      errcode = '42501',
      message = 'O campo is_admin só pode ser alterado pelo operador do sistema.';
  end if;

  if new.display_name is distinct from old.display_name then
    raise exception using
      errcode = '42501',
      message = 'O nome no fórum só pode ser alterado pelo próprio usuário, em "Seu nome no fórum".';
  end if;

  if (new.is_premium is distinct from old.is_premium
      or new.plan_expiration is distinct from old.plan_expiration)
     and not public.is_admin() then
    raise exception using
      errcode = '42501',
      message = 'Somente o administrador pode alterar o plano de um usuário.';
  end if;

  new.updated_at := now();
  return new;
end;
$$;

create function public.set_display_name(name text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid  uuid := (select auth.uid());
  v_name text;
begin
  if v_uid is null then
    raise exception using errcode = '42501', message = 'Faça login para alterar seu nome.';
  end if;
  v_name := private.clean_display_name(set_display_name.name);
  if private.is_reserved_display_name(v_name) and not public.is_admin() then
    raise exception using errcode = '22023',
      message = 'Esse nome lembra a equipe do SemMultas ou um órgão público e é reservado. Escolha outro.';
  end if;
  update public.user_profiles p set display_name = v_name where p.id = v_uid;
  if not found then
    raise exception using errcode = 'PT404', message = 'Perfil não encontrado.';
  end if;
  return jsonb_build_object('display_name', v_name);
end;
$$;
comment on function public.set_display_name(text) is
  'Sets the caller''s own forum name (2–40 characters, no control or invisible characters). Returns {display_name}.';

-- ---------------------------------------------------------------------------------------
-- forum: author by id only
-- ---------------------------------------------------------------------------------------

-- Threads whose author id was lost keep it when the e-mail still names an account.
update public.forum f
   set user_id = (select p.id from public.user_profiles p where lower(p.email) = lower(f.user_email) limit 1)
 where f.user_id is null;

-- Replies: {id, user_email, response, date} → {id, user_id, response, date}; a reply from an
-- e-mail that matches no account keeps only a first name (author_name); a reply without an id
-- (older rows) gets one so moderation can delete it.
update public.forum f
   set responses = coalesce((
         select jsonb_agg(
                  case
                    when r.value ? 'user_email' then
                      jsonb_strip_nulls(jsonb_build_object(
                        'id', coalesce(r.value ->> 'id', gen_random_uuid()::text),
                        'user_id', m.id,
                        'author_name', case when m.id is null then private.display_name_from_email(r.value ->> 'user_email') end,
                        'response', r.value -> 'response',
                        'date', r.value -> 'date'))
                    else r.value
                  end
                  order by r.ordinality)
           from jsonb_array_elements(f.responses) with ordinality as r(value, ordinality)
           left join lateral (
             select p.id from public.user_profiles p
              where lower(p.email) = lower(r.value ->> 'user_email')
              limit 1
           ) m on true),
         '[]'::jsonb)
 where exists (select 1 from jsonb_array_elements(f.responses) x where x ? 'user_email' or not x ? 'id');

drop policy forum_insert on public.forum;
alter table public.forum drop column user_email;
-- The INSERT of SPEC §7 may send user_id: the trigger replaces it with the caller's id.
grant insert (user_id, description, responses) on public.forum to authenticated;

-- Start a thread with a plain INSERT (SPEC §7): the author comes from the token.
create policy forum_insert on public.forum
  for insert to authenticated
  with check (
    (select public.has_active_plan())
    and user_id = (select auth.uid())
    and responses = '[]'::jsonb
  );

-- The same blank rule as forum_clean_text, written out: this trigger runs as the caller
-- (it must tell requests from the operator), who may not call private functions.
create or replace function private.forum_before_insert()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.description is null
     or regexp_replace(new.description,
          '[\u0001-\u0020\u007f-\u00a0\u00ad\u034f\u061c\u115f\u1160\u1680\u17b4\u17b5\u180b-\u180e\u2000-\u200f\u2028-\u202f\u205f-\u206f\u2800\u3000\u3164\ufe00-\ufe0f\ufeff\uffa0\ufff9-\ufffb\U000e0000-\U000e007f\U000e0100-\U000e01ef]',
          '', 'g') = '' then
    raise exception using errcode = '22023', message = 'A descrição do tópico não pode estar vazia.';
  end if;
  new.description := regexp_replace(new.description,
    '^[\u0001-\u0020\u007f-\u00a0\u00ad\u034f\u061c\u115f\u1160\u1680\u17b4\u17b5\u180b-\u180e\u2000-\u200c\u200e\u200f\u2028-\u202f\u205f-\u206f\u2800\u3000\u3164\ufeff\uffa0\ufff9-\ufffb]+|[\u0001-\u0020\u007f-\u00a0\u00ad\u034f\u061c\u115f\u1160\u1680\u17b4\u17b5\u180b-\u180e\u2000-\u200c\u200e\u200f\u2028-\u202f\u205f-\u206f\u2800\u3000\u3164\ufeff\uffa0\ufff9-\ufffb]+$',
    '', 'g');
  if char_length(new.description) > 5000 then
    raise exception using errcode = '22023', message = 'A descrição do tópico pode ter no máximo 5000 caracteres.';
  end if;
  if current_user in ('anon', 'authenticated') then
    new.user_id := auth.uid();
    new.responses := '[]'::jsonb;
    new.created_at := now();
  end if;
  return new;
end;
$$;

-- ---------------------------------------------------------------------------------------
-- forum: reading (paged, names instead of e-mails)
-- ---------------------------------------------------------------------------------------

-- The most replies a thread holds (the forum_responses_max constraint).
create function private.forum_max_replies()
returns integer
language sql
immutable
set search_path = ''
as $$
  select 2000;
$$;

create function private.forum_reply_json(reply jsonb)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object(
    'id', reply ->> 'id',
    'user_id', reply ->> 'user_id',
    'author_name', coalesce(
      (select p.display_name from public.user_profiles p where p.id = (reply ->> 'user_id')::uuid),
      reply ->> 'author_name', 'Usuário'),
    'response', reply ->> 'response',
    'date', reply ->> 'date');
$$;

create function private.forum_thread_json(f public.forum)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object(
    'id', f.id,
    'user_id', f.user_id,
    'author_name', coalesce((select p.display_name from public.user_profiles p where p.id = f.user_id), 'Usuário'),
    'description', f.description,
    'created_at', f.created_at,
    'reply_count', jsonb_array_length(f.responses),
    'last_reply_at', f.responses -> -1 ->> 'date',
    'is_full', jsonb_array_length(f.responses) >= private.forum_max_replies());
$$;

-- True when every search term is in `haystack` (terms already folded and escaped).
create function private.forum_has_all(haystack text, terms text[])
returns boolean
language sql
immutable
set search_path = ''
as $$
  select not exists (
    select 1 from unnest(terms) as q(term)
     where private.forum_fold(haystack) not like '%' || q.term || '%');
$$;

create function private.forum_has_any(haystack text, terms text[])
returns boolean
language sql
immutable
set search_path = ''
as $$
  select exists (
    select 1 from unnest(terms) as q(term)
     where private.forum_fold(haystack) like '%' || q.term || '%');
$$;

create function public.forum_list_threads(search text default null, page_offset integer default 0, page_size integer default 20)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_terms  text[] := private.forum_search_terms(forum_list_threads.search);
  v_size   integer := least(greatest(coalesce(forum_list_threads.page_size, 20), 1), 100);
  v_offset integer := greatest(coalesce(forum_list_threads.page_offset, 0), 0);
  v_total  bigint;
  v_page   jsonb;
begin
  perform private.forum_require_plan();

  with hits as (
    select f.id, f.created_at,
           private.forum_has_all(f.description || ' ' || coalesce(p.display_name, 'Usuário'), v_terms) as own
      from public.forum f
      left join public.user_profiles p on p.id = f.user_id
     where cardinality(v_terms) = 0
        or not exists (
             select 1 from unnest(v_terms) as q(term)
              where private.forum_fold(f.description || ' ' || coalesce(p.display_name, 'Usuário')) not like '%' || q.term || '%'
                and not exists (
                      select 1
                        from jsonb_array_elements(f.responses) r
                        left join public.user_profiles rp on rp.id = (r ->> 'user_id')::uuid
                       where private.forum_fold(coalesce(r ->> 'response', '') || ' '
                               || coalesce(rp.display_name, r ->> 'author_name', 'Usuário')) like '%' || q.term || '%'))
  ), page as (
    select h.id, h.own
      from hits h
     order by h.created_at desc, h.id desc
     limit v_size offset v_offset
  )
  select (select count(*) from hits),
         coalesce(jsonb_agg(
           private.forum_thread_json(f) || jsonb_build_object('match',
             case when cardinality(v_terms) > 0 and not pg.own then (
               select private.forum_reply_json(r.value) || jsonb_build_object('response', left(r.value ->> 'response', 200))
                 from jsonb_array_elements(f.responses) with ordinality as r(value, n)
                where private.forum_has_any(
                        coalesce(r.value ->> 'response', '') || ' ' || (private.forum_reply_json(r.value) ->> 'author_name'),
                        v_terms)
                order by r.n
                limit 1)
             end)
           order by f.created_at desc, f.id desc), '[]'::jsonb)
    into v_total, v_page
    from page pg
    join public.forum f on f.id = pg.id;

  return jsonb_build_object('threads', v_page, 'total', v_total, 'offset', v_offset, 'page_size', v_size);
end;
$$;
comment on function public.forum_list_threads(text, integer, integer) is
  'One page of threads, newest first, without replies: {threads: [{id, user_id, author_name, description, created_at, reply_count, last_reply_at, is_full, match}], total}. search: every word in the thread, its author, a reply or a reply''s author (accents and case ignored); match is the first reply that explains a hit.';

create function public.forum_get_thread(thread_id bigint, replies_offset integer default 0, replies_limit integer default 50)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_row    public.forum;
  v_offset integer := greatest(coalesce(forum_get_thread.replies_offset, 0), 0);
  v_limit  integer := least(greatest(coalesce(forum_get_thread.replies_limit, 50), 1), 200);
begin
  perform private.forum_require_plan();
  select * into v_row from public.forum f where f.id = forum_get_thread.thread_id;
  if not found then
    raise exception using errcode = 'PT404', message = 'Tópico não encontrado.';
  end if;
  return private.forum_thread_json(v_row) || jsonb_build_object(
    'max_replies', private.forum_max_replies(),
    'replies_offset', v_offset,
    'replies', coalesce((
      select jsonb_agg(private.forum_reply_json(r.value) order by r.n)
        from (
          select e.value, e.n
            from jsonb_array_elements(v_row.responses) with ordinality as e(value, n)
           order by e.n
           limit v_limit offset v_offset
        ) r), '[]'::jsonb));
end;
$$;
comment on function public.forum_get_thread(bigint, integer, integer) is
  'One thread (as in forum_list_threads) with max_replies and one page of its replies in the order written: [{id, user_id, author_name, response, date}].';

-- ---------------------------------------------------------------------------------------
-- forum: writing
-- ---------------------------------------------------------------------------------------

drop function public.forum_create_thread(text);
create function public.forum_create_thread(description text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_row public.forum;
begin
  perform private.forum_require_plan();
  insert into public.forum (user_id, description, responses)
  values ((select auth.uid()),
          private.forum_clean_text(forum_create_thread.description, 'A descrição do tópico'),
          '[]'::jsonb)
  returning * into v_row;
  return private.forum_thread_json(v_row);
end;
$$;
comment on function public.forum_create_thread(text) is
  'Starts a thread as the signed-in user. Returns it as forum_list_threads lists it.';

drop function public.forum_reply(bigint, text);
create function public.forum_reply(thread_id bigint, response text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid   uuid := (select auth.uid());
  v_reply jsonb;
  v_count integer;
begin
  perform private.forum_require_plan();
  v_reply := jsonb_build_object(
    'id', gen_random_uuid()::text,
    'user_id', v_uid,
    'response', private.forum_clean_text(forum_reply.response, 'A resposta'),
    'date', to_char(clock_timestamp() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'));

  -- One UPDATE appends under the row lock; the cap is part of its WHERE, which PostgreSQL
  -- evaluates again on the newest row version when concurrent replies wait for each other.
  update public.forum f
     set responses = f.responses || jsonb_build_array(v_reply)
   where f.id = forum_reply.thread_id
     and jsonb_array_length(f.responses) < private.forum_max_replies()
  returning jsonb_array_length(f.responses) into v_count;

  if not found then
    if exists (select 1 from public.forum f where f.id = forum_reply.thread_id) then
      raise exception using
        errcode = 'PT409',
        message = 'Este tópico atingiu o limite de 2.000 respostas. Abra um novo tópico.';
    end if;
    raise exception using errcode = 'PT404', message = 'Tópico não encontrado.';
  end if;

  return private.forum_reply_json(v_reply)
      || jsonb_build_object('thread_id', forum_reply.thread_id, 'reply_count', v_count,
                            'is_full', v_count >= private.forum_max_replies());
end;
$$;
comment on function public.forum_reply(bigint, text) is
  'Appends {id, user_id, response, date} to a thread atomically (at most 2000: PT409). Returns the reply with author_name, thread_id, reply_count, is_full.';

-- ---------------------------------------------------------------------------------------
-- Privileges
-- ---------------------------------------------------------------------------------------
revoke execute on function
  public.set_display_name(text),
  public.forum_list_threads(text, integer, integer),
  public.forum_get_thread(bigint, integer, integer),
  public.forum_create_thread(text),
  public.forum_reply(bigint, text)
  from public, anon;
grant execute on function
  public.set_display_name(text),
  public.forum_list_threads(text, integer, integer),
  public.forum_get_thread(bigint, integer, integer),
  public.forum_create_thread(text),
  public.forum_reply(bigint, text)
  to authenticated, service_role;

revoke execute on all functions in schema private from public, anon, authenticated;
