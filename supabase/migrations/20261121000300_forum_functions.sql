-- SemMultas: forum writes (DECISIONS 12).
--
-- Threads: a plain INSERT works (the forum_before_insert trigger takes user_id / user_email
-- from the token and starts with no replies) and so does forum_create_thread(description).
-- Replies: only through forum_reply(thread_id, response), which appends in one UPDATE
-- (`responses = responses || new_reply`) under the row lock, so concurrent replies are all
-- kept. Author e-mail from the token, date from the server clock.
-- Moderation: forum_delete_thread / forum_delete_reply, admin only.
--
-- Errors (SQLSTATE → supabase-js error.code):
--   42501 not signed in / no active plan / not the admin
--   22023 invalid text (blank or too long)
--   PT404 thread or reply not found (HTTP 404: PostgREST and @supabase/lite map PTxyz to
--         status xyz; lite 0.10 answers P0002 with a 500)

create function private.forum_require_plan()
returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  if (select auth.uid()) is null then
    raise exception using errcode = '42501', message = 'Faça login para usar o fórum.';
  end if;
  if not public.has_active_plan() then
    raise exception using
      errcode = '42501',
      message = 'O fórum é exclusivo para assinantes com plano Premium ativo.';
  end if;
end;
$$;

create function private.forum_clean_text(value text, what text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  v text := btrim(value);
begin
  if v is null or v = '' then
    raise exception using errcode = '22023', message = what || ' não pode estar vazia.';
  end if;
  if char_length(v) > 5000 then
    raise exception using errcode = '22023', message = what || ' pode ter no máximo 5000 caracteres.';
  end if;
  return v;
end;
$$;

create function public.forum_create_thread(description text)
returns public.forum
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_email text := (select auth.jwt() ->> 'email');
  v_row public.forum;
begin
  perform private.forum_require_plan();
  if v_email is null or v_email = '' then
    raise exception using errcode = '42501', message = 'O token não traz o e-mail do usuário.';
  end if;

  insert into public.forum (user_id, user_email, description, responses)
  values ((select auth.uid()), v_email,
          private.forum_clean_text(forum_create_thread.description, 'A descrição do tópico'),
          '[]'::jsonb)
  returning * into v_row;

  return v_row;
end;
$$;
comment on function public.forum_create_thread(text) is
  'Starts a thread as the signed-in user (e-mail from the token). Returns the new forum row.';

create function public.forum_reply(thread_id bigint, response text)
returns public.forum
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_email text := (select auth.jwt() ->> 'email');
  v_text  text;
  v_row   public.forum;
begin
  perform private.forum_require_plan();
  if v_email is null or v_email = '' then
    raise exception using errcode = '42501', message = 'O token não traz o e-mail do usuário.';
  end if;
  v_text := private.forum_clean_text(forum_reply.response, 'A resposta');

  update public.forum f
     set responses = f.responses || jsonb_build_array(jsonb_build_object(
           'id', gen_random_uuid()::text,
           'user_email', v_email,
           'response', v_text,
           'date', to_char(clock_timestamp() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
         ))
   where f.id = forum_reply.thread_id
  returning f.* into v_row;

  if not found then
    raise exception using errcode = 'PT404', message = 'Tópico não encontrado.';
  end if;
  return v_row;
end;
$$;
comment on function public.forum_reply(bigint, text) is
  'Appends {id, user_email, response, date} to a thread atomically. Returns the updated forum row.';

create function public.forum_delete_thread(thread_id bigint)
returns public.forum
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_row public.forum;
begin
  if not public.is_admin() then
    raise exception using errcode = '42501', message = 'Somente o administrador pode moderar o fórum.';
  end if;
  delete from public.forum f where f.id = forum_delete_thread.thread_id returning f.* into v_row;
  if not found then
    raise exception using errcode = 'PT404', message = 'Tópico não encontrado.';
  end if;
  return v_row;
end;
$$;
comment on function public.forum_delete_thread(bigint) is 'Admin only. Deletes a thread; returns the deleted row.';

create function public.forum_delete_reply(thread_id bigint, reply_id text)
returns public.forum
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_row public.forum;
begin
  if not public.is_admin() then
    raise exception using errcode = '42501', message = 'Somente o administrador pode moderar o fórum.';
  end if;

  select * into v_row from public.forum f where f.id = forum_delete_reply.thread_id for update;
  if not found then
    raise exception using errcode = 'PT404', message = 'Tópico não encontrado.';
  end if;
  if not exists (
    select 1 from jsonb_array_elements(v_row.responses) r where r ->> 'id' = forum_delete_reply.reply_id
  ) then
    raise exception using errcode = 'PT404', message = 'Resposta não encontrada.';
  end if;

  update public.forum f
     set responses = coalesce(
           (select jsonb_agg(r.value order by r.ordinality)
              from jsonb_array_elements(f.responses) with ordinality as r(value, ordinality)
             where r.value ->> 'id' is distinct from forum_delete_reply.reply_id),
           '[]'::jsonb)
   where f.id = forum_delete_reply.thread_id
  returning f.* into v_row;
  return v_row;
end;
$$;
comment on function public.forum_delete_reply(bigint, text) is
  'Admin only. Removes one reply (by its id) from a thread; returns the updated row.';

revoke execute on function
  public.forum_create_thread(text),
  public.forum_reply(bigint, text),
  public.forum_delete_thread(bigint),
  public.forum_delete_reply(bigint, text)
  from public, anon;
grant execute on function
  public.forum_create_thread(text),
  public.forum_reply(bigint, text),
  public.forum_delete_thread(bigint),
  public.forum_delete_reply(bigint, text)
  to authenticated, service_role;

revoke execute on all functions in schema private from public, anon, authenticated;
