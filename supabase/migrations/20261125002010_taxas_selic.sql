-- Issue 18: the monthly Selic table (% a.m.) that prices the juros of a late DAS/DARF
-- (ACRESCIMOS.md §2.2, §7). One row per month; everyone reads it (the calculator's numbers
-- must be checkable by anyone, and a public page may link to it); only the admin writes it
-- through the API (a small admin page), and the daily job fills in the Banco Central's open
-- data (SGS series 4390) through public.selic_importar_bcb, service role only.
--
-- fonte_unica: the month's rate came from a single unofficial source (ACRESCIMOS.md §7 marks
-- 10–12/2025 so); the calculator says so when it uses such a month. The BCB import and an
-- admin who unticks it (after checking the Receita's table) clear it.

create table public.taxas_selic (
  mes         text primary key check (mes ~ '^[0-9]{4}-(0[1-9]|1[0-2])$' and mes >= '1995-01'),
  taxa        numeric not null check (taxa > 0 and taxa < 10 and taxa = round(taxa, 2)),
  fonte       text not null check (char_length(btrim(fonte)) between 3 and 300),
  fonte_unica boolean not null default false,
  updated_at  timestamptz not null default now(),
  updated_by  uuid references auth.users (id) on delete set null
);
comment on table public.taxas_selic is
  'Selic % a.m. per month (issue 18, ACRESCIMOS.md §7): public read; admin writes; the daily job imports BCB SGS 4390.';

-- Who and when, from the session and the clock, never from the request body. Bad input is
-- refused here first with a Portuguese reason (22023 → 400), the checks above stay as a net.
create function private.taxas_selic_touch()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' then
    new.mes := old.mes;
  elsif new.mes is null or new.mes !~ '^[0-9]{4}-(0[1-9]|1[0-2])$' or new.mes < '1995-01' then
    raise exception 'Mês deve estar no formato AAAA-MM, de 1995-01 em diante (por exemplo 2026-01).' using errcode = '22023';
  end if;
  if new.taxa is null or new.taxa <= 0 or new.taxa >= 10 or new.taxa <> round(new.taxa, 2) then
    raise exception 'Taxa Selic deve ser maior que 0 e menor que 10 (%% ao mês), com até duas casas decimais.' using errcode = '22023';
  end if;
  if new.fonte is null or char_length(btrim(new.fonte)) not between 3 and 300 then
    raise exception 'Informe a fonte da taxa (de 3 a 300 caracteres).' using errcode = '22023';
  end if;
  new.fonte := btrim(new.fonte);
  new.updated_at := now();
  new.updated_by := (select auth.uid());
  return new;
end;
$$;

create trigger taxas_selic_touch
  before insert or update on public.taxas_selic
  for each row execute function private.taxas_selic_touch();

alter table public.taxas_selic enable row level security;
create policy taxas_selic_select on public.taxas_selic
  for select to anon, authenticated using (true);
create policy taxas_selic_insert on public.taxas_selic
  for insert to authenticated with check ((select public.is_admin()));
create policy taxas_selic_update on public.taxas_selic
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy taxas_selic_delete on public.taxas_selic
  for delete to authenticated using ((select public.is_admin()));

revoke all on public.taxas_selic from public, anon, authenticated;
grant select on public.taxas_selic to anon, authenticated;
grant insert (mes, taxa, fonte, fonte_unica) on public.taxas_selic to authenticated;
grant update (taxa, fonte, fonte_unica) on public.taxas_selic to authenticated;
grant delete on public.taxas_selic to authenticated;
grant all on public.taxas_selic to service_role;

-- The shipped table of shared/src/tributos/selic.ts (TAXAS_SELIC), with its sources.
insert into public.taxas_selic (mes, taxa, fonte, fonte_unica)
select format('%s-%s', ano, lpad(m::text, 2, '0')), t.taxa,
  case
    when ano = 2020 and m <= 11 then 'Receita Federal, "Taxa de Juros Selic" (gov.br) — ACRESCIMOS.md §7'
    when ano = 2025 and m >= 10 then 'gomescampos.com.br (fonte única; conferida só pela conta da Selic diária) — ACRESCIMOS.md §7'
    when ano = 2025 and m >= 5 then 'gomescampos.com.br, diariofiscal.com.br, audcontabonline.com.br (tabela RFB reproduzida) — ACRESCIMOS.md §7'
    else 'marcca.com.br "Selic (RFB)" e gomescampos.com.br, conferidas em diariofiscal.com.br — ACRESCIMOS.md §7'
  end,
  ano = 2025 and m >= 10
from (values
  (2020, array[0.38, 0.29, 0.34, 0.28, 0.24, 0.21, 0.19, 0.16, 0.16, 0.16, 0.15, 0.16]),
  (2021, array[0.15, 0.13, 0.20, 0.21, 0.27, 0.31, 0.36, 0.43, 0.44, 0.49, 0.59, 0.77]),
  (2022, array[0.73, 0.76, 0.93, 0.83, 1.03, 1.02, 1.03, 1.17, 1.07, 1.02, 1.02, 1.12]),
  (2023, array[1.12, 0.92, 1.17, 0.92, 1.12, 1.07, 1.07, 1.14, 0.97, 1.00, 0.92, 0.89]),
  (2024, array[0.97, 0.80, 0.83, 0.89, 0.83, 0.79, 0.91, 0.87, 0.84, 0.93, 0.79, 0.93]),
  (2025, array[1.01, 0.99, 0.96, 1.06, 1.14, 1.10, 1.28, 1.16, 1.22, 1.28, 1.05, 1.22])
) as a (ano, taxas)
cross join lateral unnest(a.taxas) with ordinality as t (taxa, m)
on conflict (mes) do nothing;

-- The daily job's BCB step (supabase/functions/_shared/jobs/selic-bcb.js): the Edge Function
-- fetches SGS 4390 (SQL cannot do HTTP) and hands the months here. A month is written only
-- when it is new, its rate changed, or it was single-source; nothing is ever deleted. The run
-- is recorded in private.daily_job_runs as step 'selic_bcb' (p_erro: the fetch failed or the
-- answer was malformed; the table is left as it was). Returns how many months were written.
create function public.selic_importar_bcb(p_dia date, p_taxas jsonb, p_erro text default null, p_fonte text default null)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_n integer := 0;
  v_fonte text := coalesce(nullif(btrim(p_fonte), ''), 'Banco Central do Brasil, SGS série 4390 (Selic acumulada no mês)');
  v_erro text := nullif(btrim(coalesce(p_erro, '')), '');
begin
  if p_dia is null then
    raise exception 'Informe o dia da execução.' using errcode = '22023';
  end if;
  if v_erro is null then
    begin
      -- Some Data API layers hand a JSON array argument over as a JSON string of it.
      if jsonb_typeof(p_taxas) = 'string' then
        p_taxas := (p_taxas #>> '{}')::jsonb;
      end if;
      if p_taxas is null or jsonb_typeof(p_taxas) <> 'array' then
        raise exception 'resposta do BCB sem a lista de meses' using errcode = '22023';
      end if;
      if exists (
        select 1 from jsonb_array_elements(p_taxas) e
        where jsonb_typeof(e) <> 'object'
           or coalesce(e ->> 'mes', '') !~ '^[0-9]{4}-(0[1-9]|1[0-2])$'
           or jsonb_typeof(e -> 'taxa') <> 'number'
           or (e ->> 'taxa')::numeric <= 0 or (e ->> 'taxa')::numeric >= 10
           or (e ->> 'taxa')::numeric <> round((e ->> 'taxa')::numeric, 2)
      ) then
        raise exception 'resposta do BCB com mês ou taxa inválidos' using errcode = '22023';
      end if;
      with dados as (
        select distinct on (e ->> 'mes') e ->> 'mes' as mes, (e ->> 'taxa')::numeric as taxa
        from jsonb_array_elements(p_taxas) e
        order by e ->> 'mes'
      ), gravados as (
        insert into public.taxas_selic as t (mes, taxa, fonte, fonte_unica)
        select d.mes, d.taxa, v_fonte, false from dados d
        on conflict (mes) do update
          set taxa = excluded.taxa, fonte = excluded.fonte, fonte_unica = false
          where t.taxa is distinct from excluded.taxa or t.fonte_unica
        returning 1
      )
      select count(*) into v_n from gravados;
    exception when others then
      v_erro := sqlerrm;
      v_n := 0;
    end;
  end if;
  insert into private.daily_job_runs (day, step, finished_at, result, error)
  values (p_dia, 'selic_bcb', now(), case when v_erro is null then v_n end, v_erro)
  on conflict (day, step) do update
    set finished_at = now(), result = excluded.result, error = excluded.error;
  return case when v_erro is null then v_n else -1 end;
end;
$$;

-- What the last runs of the BCB step did, for the operator and the tests (service role).
create function public.selic_execucoes_bcb(p_dia date)
returns table (day date, result integer, error text, finished_at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  select r.day, r.result, r.error, r.finished_at from private.daily_job_runs r
  where r.step = 'selic_bcb' and r.day = p_dia;
$$;

revoke execute on function public.selic_importar_bcb(date, jsonb, text, text), public.selic_execucoes_bcb(date)
  from public, anon, authenticated;
grant execute on function public.selic_importar_bcb(date, jsonb, text, text), public.selic_execucoes_bcb(date)
  to service_role;
revoke execute on function private.taxas_selic_touch() from public, anon, authenticated;
