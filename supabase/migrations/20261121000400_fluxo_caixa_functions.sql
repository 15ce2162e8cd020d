-- SemMultas: cash-flow ledger writes.
--
-- fluxo_caixa keeps one row per user with two JSON lists (SPEC §3). Two browser tabs that
-- each rewrite a whole list would lose each other's changes, so the lists are changed only
-- by these functions. Each one locks the caller's row (SELECT ... FOR UPDATE), applies one
-- change to the current value and returns the whole updated row, so concurrent calls are
-- serialised and none is lost.
--
-- Invariants kept by every function:
--   * transaction = {id, description, amount, type, category, date}; ids unique numbers
--     (milliseconds since epoch, bumped past the current maximum), assigned by the server;
--   * amount is a number >= 0 rounded to 2 decimals; type 'Entrada' | 'Saída';
--     date 'YYYY-MM-DD' (default: today in America/Sao_Paulo); category a name or null;
--   * category = {id, name}; names trimmed, 1–40 characters, unique ignoring case;
--   * every category named by a transaction exists in categories (missing ones are created).
--
-- Errors (SQLSTATE → supabase-js error.code):
--   42501 not signed in / no active plan
--   22023 invalid value (message says which)    22007 invalid date
--   PT404 transaction / category not found      23505 duplicate category name
--   (PT404 is HTTP 404 on PostgREST and @supabase/lite; lite 0.10 answers P0002 with a 500)
--   23503 category still used by transactions (delete with on_transactions = 'block')

-- ---------------------------------------------------------------------------------------
-- Internal helpers
-- ---------------------------------------------------------------------------------------

-- @supabase/lite 0.10 on the `postgres` driver sends jsonb RPC arguments JSON-encoded twice
-- (they arrive as a JSON string holding the object). Unwrap such a string; on hosted Supabase
-- and on PGlite the argument is already an object/array and passes through unchanged.
create function private.jsonb_arg(p_value jsonb)
returns jsonb
language plpgsql
immutable
set search_path = ''
as $$
begin
  if jsonb_typeof(p_value) = 'string' and (p_value #>> '{}') ~ '^[[:space:]]*[[{]' then
    begin
      return (p_value #>> '{}')::jsonb;
    exception when others then
      return p_value;
    end;
  end if;
  return p_value;
end;
$$;

-- Checks the caller, creates the row if missing and locks it for the rest of the transaction.
create function private.fc_open()
returns public.fluxo_caixa
language plpgsql
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  v_row public.fluxo_caixa;
begin
  if v_uid is null then
    raise exception using errcode = '42501', message = 'Faça login para usar o Fluxo de Caixa.';
  end if;
  if not public.has_active_plan() then
    raise exception using
      errcode = '42501',
      message = 'O Fluxo de Caixa é exclusivo para assinantes com plano Premium ativo.';
  end if;

  insert into public.fluxo_caixa (user_id) values (v_uid) on conflict (user_id) do nothing;
  select * into v_row from public.fluxo_caixa where user_id = v_uid for update;
  return v_row;
end;
$$;

create function private.fc_save(p_user_id uuid, p_transactions jsonb, p_categories jsonb)
returns public.fluxo_caixa
language plpgsql
set search_path = ''
as $$
declare
  v_row public.fluxo_caixa;
begin
  update public.fluxo_caixa
     set transactions = p_transactions, categories = p_categories
   where user_id = p_user_id
  returning * into v_row;
  return v_row;
end;
$$;

-- Next id for a list of {id: number}: now in milliseconds, or max(id) + 1 if that is larger.
create function private.fc_next_id(p_items jsonb)
returns bigint
language sql
volatile
set search_path = ''
as $$
  select greatest(
    floor(extract(epoch from clock_timestamp()) * 1000)::bigint,
    coalesce(
      (select max((e ->> 'id')::bigint)
         from jsonb_array_elements(p_items) e
        where jsonb_typeof(e -> 'id') = 'number' and (e ->> 'id') ~ '^[0-9]{1,18}$'),
      0) + 1);
$$;

create function private.fc_clean_category_name(p_name text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  v text := btrim(p_name);
begin
  if v is null or v = '' then
    raise exception using errcode = '22023', message = 'O nome da categoria não pode estar vazio.';
  end if;
  if char_length(v) > 40 then
    raise exception using errcode = '22023', message = 'O nome da categoria pode ter no máximo 40 caracteres.';
  end if;
  return v;
end;
$$;

-- Validates one transaction object and returns it in canonical form with the given id.
create function private.fc_normalize_transaction(p_tx jsonb, p_id bigint)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  v_desc   text;
  v_amount numeric;
  v_type   text;
  v_cat    text;
  v_date   date;
begin
  if p_tx is null or jsonb_typeof(p_tx) <> 'object' then
    raise exception using errcode = '22023', message = 'Transação inválida: envie um objeto JSON.';
  end if;

  v_desc := btrim(p_tx ->> 'description');
  if v_desc is null or v_desc = '' or char_length(v_desc) > 200 then
    raise exception using
      errcode = '22023',
      message = 'A descrição da transação é obrigatória (até 200 caracteres).';
  end if;

  if jsonb_typeof(p_tx -> 'amount') is distinct from 'number' then
    raise exception using errcode = '22023', message = 'O valor (amount) da transação deve ser um número.';
  end if;
  v_amount := round((p_tx ->> 'amount')::numeric, 2);
  if v_amount < 0 or v_amount > 1000000000000 then
    raise exception using
      errcode = '22023',
      message = 'O valor (amount) da transação deve estar entre 0 e 1000000000000.';
  end if;

  v_type := p_tx ->> 'type';
  if v_type is null or v_type not in ('Entrada', 'Saída') then
    raise exception using
      errcode = '22023',
      message = 'O tipo da transação deve ser ''Entrada'' ou ''Saída''.';
  end if;

  case coalesce(jsonb_typeof(p_tx -> 'category'), 'null')
    when 'null' then v_cat := null;
    when 'string' then v_cat := nullif(btrim(p_tx ->> 'category'), '');
    else
      raise exception using
        errcode = '22023',
        message = 'A categoria da transação deve ser o nome de uma categoria ou null.';
  end case;
  if v_cat is not null then
    v_cat := private.fc_clean_category_name(v_cat);
  end if;

  if coalesce(jsonb_typeof(p_tx -> 'date'), 'null') = 'null' then
    v_date := (now() at time zone 'America/Sao_Paulo')::date;
  elsif jsonb_typeof(p_tx -> 'date') <> 'string' or (p_tx ->> 'date') !~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' then
    raise exception using errcode = '22007', message = 'A data da transação deve estar no formato AAAA-MM-DD.';
  else
    begin
      v_date := (p_tx ->> 'date')::date;
    exception when others then
      raise exception using errcode = '22007', message = 'A data da transação é inválida.';
    end;
  end if;

  return jsonb_build_object(
    'id', p_id,
    'description', v_desc,
    'amount', v_amount,
    'type', v_type,
    'category', v_cat,
    'date', to_char(v_date, 'YYYY-MM-DD'));
end;
$$;

-- Resolves a category name against the list (ignoring case); appends it when missing.
create function private.fc_with_category(inout cats jsonb, inout cat_name text)
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_existing text;
begin
  if cat_name is null then
    return;
  end if;
  select c ->> 'name' into v_existing
    from jsonb_array_elements(cats) c
   where lower(c ->> 'name') = lower(cat_name)
   limit 1;
  if v_existing is not null then
    cat_name := v_existing;
    return;
  end if;
  if jsonb_array_length(cats) >= 200 then
    raise exception using errcode = '22023', message = 'Limite de 200 categorias atingido.';
  end if;
  cats := cats || jsonb_build_array(jsonb_build_object('id', private.fc_next_id(cats), 'name', cat_name));
end;
$$;

-- Normalises a transaction and makes sure its category exists; returns both lists' new values.
create function private.fc_prepare_transaction(
  p_tx jsonb, p_id bigint, inout cats jsonb, out tx jsonb)
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_cat text;
begin
  tx := private.fc_normalize_transaction(p_tx, p_id);
  v_cat := tx ->> 'category';
  select w.cats, w.cat_name into cats, v_cat from private.fc_with_category(cats, v_cat) w;
  tx := jsonb_set(tx, '{category}', coalesce(to_jsonb(v_cat), 'null'::jsonb));
end;
$$;

-- ---------------------------------------------------------------------------------------
-- Public API (supabase.rpc). Every function returns the whole updated fluxo_caixa row.
-- ---------------------------------------------------------------------------------------

create function public.fluxo_caixa_get_or_create()
returns public.fluxo_caixa
language plpgsql
security definer
set search_path = ''
as $$
begin
  return private.fc_open();
end;
$$;
comment on function public.fluxo_caixa_get_or_create() is
  'Returns the caller''s ledger row, creating the empty one on first use.';

create function public.fluxo_caixa_add_transaction("transaction" jsonb)
returns public.fluxo_caixa
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_row  public.fluxo_caixa := private.fc_open();
  v_cats jsonb := v_row.categories;
  v_tx   jsonb;
begin
  if jsonb_array_length(v_row.transactions) >= 20000 then
    raise exception using errcode = '22023', message = 'Limite de 20000 transações atingido.';
  end if;
  select p.cats, p.tx into v_cats, v_tx
    from private.fc_prepare_transaction(
           private.jsonb_arg(fluxo_caixa_add_transaction."transaction"), private.fc_next_id(v_row.transactions), v_cats) p;
  return private.fc_save(v_row.user_id, v_row.transactions || jsonb_build_array(v_tx), v_cats);
end;
$$;
comment on function public.fluxo_caixa_add_transaction(jsonb) is
  'Appends one transaction {description, amount, type, category?, date?}; the id is assigned by the server.';

create function public.fluxo_caixa_add_transactions(items jsonb)
returns public.fluxo_caixa
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_row  public.fluxo_caixa := private.fc_open();
  v_items jsonb := private.jsonb_arg(items);
  v_cats jsonb := v_row.categories;
  v_new  jsonb := '[]'::jsonb;
  v_base bigint;
  v_item jsonb;
  v_tx   jsonb;
  v_i    int := 0;
begin
  if v_items is null or jsonb_typeof(v_items) <> 'array' then
    raise exception using errcode = '22023', message = 'Envie a lista de transações (items) como um array JSON.';
  end if;
  if jsonb_array_length(v_items) = 0 or jsonb_array_length(v_items) > 1000 then
    raise exception using errcode = '22023', message = 'Importe entre 1 e 1000 transações por vez.';
  end if;
  if jsonb_array_length(v_row.transactions) + jsonb_array_length(v_items) > 20000 then
    raise exception using errcode = '22023', message = 'Limite de 20000 transações atingido.';
  end if;

  v_base := private.fc_next_id(v_row.transactions);
  for v_item in select value from jsonb_array_elements(v_items) loop
    select p.cats, p.tx into v_cats, v_tx
      from private.fc_prepare_transaction(v_item, v_base + v_i, v_cats) p;
    v_new := v_new || jsonb_build_array(v_tx);
    v_i := v_i + 1;
  end loop;

  return private.fc_save(v_row.user_id, v_row.transactions || v_new, v_cats);
end;
$$;
comment on function public.fluxo_caixa_add_transactions(jsonb) is
  'Bulk append (OFX import): items is an array of 1–1000 transactions; all or nothing.';

create function public.fluxo_caixa_update_transaction(transaction_id bigint, changes jsonb)
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
comment on function public.fluxo_caixa_update_transaction(bigint, jsonb) is
  'Changes the given fields of one transaction (merge); PT404 when the id is gone.';

create function public.fluxo_caixa_delete_transaction(transaction_id bigint)
returns public.fluxo_caixa
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_row public.fluxo_caixa := private.fc_open();
begin
  return private.fc_save(
    v_row.user_id,
    coalesce(
      (select jsonb_agg(t.value order by t.ordinality)
         from jsonb_array_elements(v_row.transactions) with ordinality t
        where t.value ->> 'id' is distinct from transaction_id::text),
      '[]'::jsonb),
    v_row.categories);
end;
$$;
comment on function public.fluxo_caixa_delete_transaction(bigint) is
  'Removes one transaction; deleting an id that is already gone is not an error.';

create function public.fluxo_caixa_add_category(name text)
returns public.fluxo_caixa
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_row  public.fluxo_caixa := private.fc_open();
  v_name text := private.fc_clean_category_name(fluxo_caixa_add_category.name);
begin
  if exists (select 1 from jsonb_array_elements(v_row.categories) c where lower(c ->> 'name') = lower(v_name)) then
    raise exception using errcode = '23505', message = 'Já existe uma categoria com esse nome.';
  end if;
  if jsonb_array_length(v_row.categories) >= 200 then
    raise exception using errcode = '22023', message = 'Limite de 200 categorias atingido.';
  end if;
  return private.fc_save(
    v_row.user_id,
    v_row.transactions,
    v_row.categories || jsonb_build_array(
      jsonb_build_object('id', private.fc_next_id(v_row.categories), 'name', v_name)));
end;
$$;
comment on function public.fluxo_caixa_add_category(text) is 'Adds a category {id, name}; 23505 if the name exists.';

create function public.fluxo_caixa_rename_category(category_id bigint, name text)
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
comment on function public.fluxo_caixa_rename_category(bigint, text) is
  'Renames a category and every transaction that uses it.';

-- on_transactions says what happens to the transactions that use the category:
--   'block'    (default) refuse with 23503 while any transaction uses it
--   'reassign' move them to the existing category named reassign_to
--   'clear'    leave them without category (category = null)
--   'delete'   delete them too
create function public.fluxo_caixa_delete_category(
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
comment on function public.fluxo_caixa_delete_category(bigint, text, text) is
  'Deletes a category; on_transactions = block | reassign (reassign_to) | clear | delete.';

revoke execute on function
  public.fluxo_caixa_get_or_create(),
  public.fluxo_caixa_add_transaction(jsonb),
  public.fluxo_caixa_add_transactions(jsonb),
  public.fluxo_caixa_update_transaction(bigint, jsonb),
  public.fluxo_caixa_delete_transaction(bigint),
  public.fluxo_caixa_add_category(text),
  public.fluxo_caixa_rename_category(bigint, text),
  public.fluxo_caixa_delete_category(bigint, text, text)
  from public, anon;
grant execute on function
  public.fluxo_caixa_get_or_create(),
  public.fluxo_caixa_add_transaction(jsonb),
  public.fluxo_caixa_add_transactions(jsonb),
  public.fluxo_caixa_update_transaction(bigint, jsonb),
  public.fluxo_caixa_delete_transaction(bigint),
  public.fluxo_caixa_add_category(text),
  public.fluxo_caixa_rename_category(bigint, text),
  public.fluxo_caixa_delete_category(bigint, text, text)
  to authenticated, service_role;

revoke execute on all functions in schema private from public, anon, authenticated;
