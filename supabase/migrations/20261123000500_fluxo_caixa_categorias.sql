-- SemMultas: a new ledger starts with the categories a small business uses (issue 21).
--
-- Until now a ledger was created with no categories, and the demo account's four (Vendas,
-- Impostos, Aluguel, Fornecedores) were all anyone saw. From this migration on, the first
-- fluxo_caixa_* call of a user who has no ledger yet creates it with the list below (SPEC
-- names no categories; these are the usual income and expense heads of a Brazilian small
-- business). Existing ledgers keep exactly the categories they have: nothing here touches a
-- stored row. A row inserted directly (SPEC §7's PGRST116 path) still starts as the caller
-- sends it.

create or replace function private.fc_default_categories()
returns jsonb
language sql
volatile
set search_path = ''
as $$
  -- Ids as fc_next_id makes them: milliseconds now, then one more for each.
  select jsonb_agg(jsonb_build_object('id', floor(extract(epoch from clock_timestamp()) * 1000)::bigint + n.ord, 'name', n.name) order by n.ord)
    from unnest(array[
      'Vendas',
      'Serviços prestados',
      'Energia elétrica',
      'Água',
      'Internet e telefone',
      'Aluguel',
      'Salários',
      'Pró-labore',
      'Impostos e taxas',
      'Tarifas bancárias',
      'Fornecedores',
      'Combustível',
      'Marketing',
      'Outros'
    ]) with ordinality as n(name, ord);
$$;
comment on function private.fc_default_categories() is
  'The categories a new ledger starts with: {id, name} in the order shown to the user.';

-- As in 20261121000400, with the default categories on the insert that creates the row.
create or replace function private.fc_open()
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

  select * into v_row from public.fluxo_caixa where user_id = v_uid for update;
  if found then
    return v_row;
  end if;
  insert into public.fluxo_caixa (user_id, categories)
  values (v_uid, private.fc_default_categories())
  on conflict (user_id) do nothing;
  select * into v_row from public.fluxo_caixa where user_id = v_uid for update;
  return v_row;
end;
$$;

comment on function public.fluxo_caixa_get_or_create() is
  'Returns the caller''s ledger row, creating it on first use with the default categories.';

revoke execute on function private.fc_default_categories() from public, anon, authenticated;
