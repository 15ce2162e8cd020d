-- SemMultas: the MEI limit watch of the tax calendar (issue 19; SIMPLES.md §12) reads the
-- year's revenue so far from the owner's own cash-flow ledger: the sum of its Entradas dated in
-- the year. SECURITY INVOKER, so the ledger's RLS decides (own row, active plan only): a caller
-- without a ledger it may read gets null, which the agenda tells apart from a revenue of zero.
-- The ledger is one per person and a person holds one MEI, so the sum is that MEI's revenue.
create function public.agenda_receita_do_ano(p_ano int)
returns numeric
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  v_total numeric;
begin
  if p_ano is null or p_ano not between 2000 and 2100 then
    raise exception using errcode = '22023', message = 'Ano inválido: use quatro dígitos, de 2000 a 2100.';
  end if;
  if not exists (select 1 from public.fluxo_caixa f where f.user_id = (select auth.uid())) then
    return null;
  end if;
  select coalesce(sum((t ->> 'amount')::numeric), 0)
    into v_total
    from public.fluxo_caixa f
    cross join lateral jsonb_array_elements(f.transactions) t
   where f.user_id = (select auth.uid())
     and t ->> 'type' = 'Entrada'
     and t ->> 'date' between p_ano::text || '-01-01' and p_ano::text || '-12-31';
  return v_total;
end;
$$;
comment on function public.agenda_receita_do_ano(int) is
  'The caller''s cash-flow Entradas dated in p_ano (null without a readable ledger): the MEI limit watch (issue 19).';

revoke execute on function public.agenda_receita_do_ano(int) from public, anon;
grant execute on function public.agenda_receita_do_ano(int) to authenticated, service_role;
