-- SemMultas: error codes the front end can rely on, on every backend.
--
-- 1. "Not found" is raised as SQLSTATE PT404 instead of P0002. PostgREST (hosted) and
--    @supabase/lite both turn PTxyz into HTTP status xyz with error.code 'PTxyz', while
--    lite 0.10 answers P0002 with a 500 whose code is 'SUP'. The functions below are the
--    ones of the two previous migrations with only that code changed.
-- 2. Table writes by the admin UI (posts, conteudos) and thread creation are validated by
--    BEFORE triggers that raise 22023 (HTTP 400) with a Portuguese message, before the check
--    constraints run: lite 0.10 answers a raw check violation (23514) with a 500 'SUP'.
--    The check constraints stay as the backstop.
--
-- Error codes after this migration (supabase-js error.code):
--   42501 not signed in / no active plan / not the admin     (HTTP 401 / 403)
--   22023 invalid value, 22007 invalid date                    (HTTP 400)
--   PT404 thread, reply, transaction or category not found     (HTTP 404)
--   23505 duplicate category name, 23503 category still in use (HTTP 409)

create or replace function public.forum_reply(thread_id bigint, response text)
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

create or replace function public.forum_delete_thread(thread_id bigint)
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

create or replace function public.forum_delete_reply(thread_id bigint, reply_id text)
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

create or replace function public.fluxo_caixa_update_transaction(transaction_id bigint, changes jsonb)
returns public.fluxo_caixa
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_row     public.fluxo_caixa := private.fc_open();
  v_changes jsonb := private.jsonb_arg(changes);
  v_cats    jsonb := v_row.categories;
  v_old     jsonb;
  v_pos     bigint;
  v_tx      jsonb;
begin
  if v_changes is null or jsonb_typeof(v_changes) <> 'object' then
    raise exception using errcode = '22023', message = 'Envie as alterações (changes) como um objeto JSON.';
  end if;

  select t.value, t.ordinality into v_old, v_pos
    from jsonb_array_elements(v_row.transactions) with ordinality t
   where t.value ->> 'id' = transaction_id::text
   limit 1;
  if v_old is null then
    raise exception using errcode = 'PT404', message = 'Transação não encontrada.';
  end if;

  select p.cats, p.tx into v_cats, v_tx
    from private.fc_prepare_transaction(v_old || (v_changes - 'id'), transaction_id, v_cats) p;

  return private.fc_save(
    v_row.user_id,
    (select jsonb_agg(case when t.ordinality = v_pos then v_tx else t.value end order by t.ordinality)
       from jsonb_array_elements(v_row.transactions) with ordinality t),
    v_cats);
end;
$$;

create or replace function public.fluxo_caixa_rename_category(category_id bigint, name text)
returns public.fluxo_caixa
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_row  public.fluxo_caixa := private.fc_open();
  v_name text := private.fc_clean_category_name(fluxo_caixa_rename_category.name);
  v_old  text;
begin
  select c ->> 'name' into v_old
    from jsonb_array_elements(v_row.categories) c
   where c ->> 'id' = category_id::text
   limit 1;
  if v_old is null then
    raise exception using errcode = 'PT404', message = 'Categoria não encontrada.';
  end if;
  if exists (
    select 1 from jsonb_array_elements(v_row.categories) c
     where lower(c ->> 'name') = lower(v_name) and c ->> 'id' <> category_id::text
  ) then
    raise exception using errcode = '23505', message = 'Já existe uma categoria com esse nome.';
  end if;

  return private.fc_save(
    v_row.user_id,
    coalesce(
      (select jsonb_agg(
                case when t.value ->> 'category' = v_old
                     then jsonb_set(t.value, '{category}', to_jsonb(v_name))
                     else t.value end
                order by t.ordinality)
         from jsonb_array_elements(v_row.transactions) with ordinality t),
      '[]'::jsonb),
    (select jsonb_agg(
              case when c.value ->> 'id' = category_id::text
                   then jsonb_set(c.value, '{name}', to_jsonb(v_name))
                   else c.value end
              order by c.ordinality)
       from jsonb_array_elements(v_row.categories) with ordinality c));
end;
$$;

create or replace function public.fluxo_caixa_delete_category(
  category_id bigint,
  on_transactions text default 'block',
  reassign_to text default null)
returns public.fluxo_caixa
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_row    public.fluxo_caixa := private.fc_open();
  v_mode   text := coalesce(on_transactions, 'block');
  v_name   text;
  v_target text;
  v_used   int;
  v_tx     jsonb := v_row.transactions;
begin
  if v_mode not in ('block', 'reassign', 'clear', 'delete') then
    raise exception using
      errcode = '22023',
      message = 'on_transactions deve ser ''block'', ''reassign'', ''clear'' ou ''delete''.';
  end if;

  select c ->> 'name' into v_name
    from jsonb_array_elements(v_row.categories) c
   where c ->> 'id' = category_id::text
   limit 1;
  if v_name is null then
    return v_row;  -- already gone: nothing to do
  end if;

  select count(*) into v_used from jsonb_array_elements(v_tx) t where t ->> 'category' = v_name;

  if v_used > 0 then
    if v_mode = 'block' then
      raise exception using
        errcode = '23503',
        message = format('A categoria "%s" está em uso por %s transação(ões).', v_name, v_used),
        hint = 'Chame de novo com on_transactions = ''reassign'' (e reassign_to), ''clear'' ou ''delete''.';
    elsif v_mode = 'reassign' then
      select c ->> 'name' into v_target
        from jsonb_array_elements(v_row.categories) c
       where lower(c ->> 'name') = lower(btrim(reassign_to)) and c ->> 'id' <> category_id::text
       limit 1;
      if v_target is null then
        raise exception using errcode = 'PT404', message = 'Categoria de destino não encontrada.';
      end if;
      v_tx := (select jsonb_agg(
                        case when t.value ->> 'category' = v_name
                             then jsonb_set(t.value, '{category}', to_jsonb(v_target))
                             else t.value end
                        order by t.ordinality)
                 from jsonb_array_elements(v_tx) with ordinality t);
    elsif v_mode = 'clear' then
      v_tx := (select jsonb_agg(
                        case when t.value ->> 'category' = v_name
                             then jsonb_set(t.value, '{category}', 'null'::jsonb)
                             else t.value end
                        order by t.ordinality)
                 from jsonb_array_elements(v_tx) with ordinality t);
    else
      v_tx := coalesce(
                (select jsonb_agg(t.value order by t.ordinality)
                   from jsonb_array_elements(v_tx) with ordinality t
                  where t.value ->> 'category' is distinct from v_name),
                '[]'::jsonb);
    end if;
  end if;

  return private.fc_save(
    v_row.user_id,
    v_tx,
    coalesce(
      (select jsonb_agg(c.value order by c.ordinality)
         from jsonb_array_elements(v_row.categories) with ordinality c
        where c.value ->> 'id' <> category_id::text),
      '[]'::jsonb));
end;
$$;

comment on function public.fluxo_caixa_update_transaction(bigint, jsonb) is
  'Changes the given fields of one transaction (merge); PT404 when the id is gone.';

-- ---------------------------------------------------------------------------------------
-- posts: normalise and validate (replaces the normaliser of the core migration)
-- ---------------------------------------------------------------------------------------
create or replace function private.posts_normalize()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.title := btrim(new.title);
  new.description := nullif(btrim(new.description), '');
  new.link_url := nullif(btrim(new.link_url), '');
  if new.type_link is distinct from 2 then
    new.html_archive := null;
  end if;

  if new.title is null or new.title = '' or char_length(new.title) > 150 then
    raise exception using errcode = '22023', message = 'O título é obrigatório (até 150 caracteres).';
  end if;
  if char_length(new.description) > 1000 then
    raise exception using errcode = '22023', message = 'A descrição pode ter no máximo 1000 caracteres.';
  end if;
  if new.state_id is null or new.state_id not between 1 and 30 then
    raise exception using errcode = '22023', message = 'state_id deve estar entre 1 e 30 (28 Receita Federal, 29 Relacionadas, 30 todos os estados).';
  end if;
  if new.type_link is null or new.type_link not in (0, 1, 2) then
    raise exception using errcode = '22023', message = 'type_link deve ser 0 (janela no app), 1 (nova aba) ou 2 (HTML).';
  end if;
  if new.link_url is null and new.type_link in (0, 1) then
    raise exception using errcode = '22023', message = 'O link é obrigatório para os tipos 0 e 1.';
  end if;
  if new.link_url is not null
     and (char_length(new.link_url) > 2048 or new.link_url !~* '^https?://[^[:space:]]+$') then
    raise exception using errcode = '22023', message = 'O link deve começar com http:// ou https:// (até 2048 caracteres).';
  end if;
  if char_length(new.html_archive) > 1000000 then
    raise exception using errcode = '22023', message = 'O HTML pode ter no máximo 1.000.000 caracteres.';
  end if;

  if tg_op = 'UPDATE' then
    new.updated_at := now();
  end if;
  return new;
end;
$$;

-- ---------------------------------------------------------------------------------------
-- conteudos: normalise and validate
-- ---------------------------------------------------------------------------------------
create function private.conteudos_normalize()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.title := btrim(new.title);
  new.author := nullif(btrim(new.author), '');
  new.image := nullif(btrim(new.image), '');

  if new.title is null or new.title = '' or char_length(new.title) > 200 then
    raise exception using errcode = '22023', message = 'O título é obrigatório (até 200 caracteres).';
  end if;
  if new.type is null or new.type not in (0, 1, 2) then
    raise exception using errcode = '22023', message = 'type deve ser 0 (dica), 1 (contador parceiro) ou 2 (aplicativo).';
  end if;
  if char_length(new.author) > 120 then
    raise exception using errcode = '22023', message = 'O autor pode ter no máximo 120 caracteres.';
  end if;
  if new.image is not null
     and (char_length(new.image) > 2048 or new.image !~* '^(https?://|/)[^[:space:]]*$') then
    raise exception using errcode = '22023', message = 'A imagem deve ser um link http(s) ou um caminho que comece com / (até 2048 caracteres).';
  end if;
  if char_length(new.content) > 1000000 then
    raise exception using errcode = '22023', message = 'O conteúdo pode ter no máximo 1.000.000 caracteres.';
  end if;
  new.data := coalesce(new.data, (now() at time zone 'America/Sao_Paulo')::date);
  return new;
end;
$$;

create trigger conteudos_normalize
  before insert or update on public.conteudos
  for each row execute function private.conteudos_normalize();

-- ---------------------------------------------------------------------------------------
-- forum: the author comes from the token; a new thread starts without replies; the
-- description is validated with the same message as forum_create_thread.
-- ---------------------------------------------------------------------------------------
create or replace function private.forum_before_insert()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.description := btrim(new.description);
  if new.description is null or new.description = '' then
    raise exception using errcode = '22023', message = 'A descrição do tópico não pode estar vazia.';
  end if;
  if char_length(new.description) > 5000 then
    raise exception using errcode = '22023', message = 'A descrição do tópico pode ter no máximo 5000 caracteres.';
  end if;
  if current_user in ('anon', 'authenticated') then
    new.user_id := auth.uid();
    new.user_email := coalesce(auth.jwt() ->> 'email', '');
    new.responses := '[]'::jsonb;
    new.created_at := now();
  end if;
  return new;
end;
$$;

revoke execute on all functions in schema private from public, anon, authenticated;
