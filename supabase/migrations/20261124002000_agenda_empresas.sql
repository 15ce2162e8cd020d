-- SemMultas: the tax calendar's data (issue 19; DECISIONS 15; AGENDA.md). The due dates
-- themselves are computed by the engine in shared/src/agenda/ from these facts:
--
--   empresas               a user's companies: name, CNPJ (optional, check digits validated here,
--                          numeric or the alphanumeric CNPJ of IN RFB 2.229/2024), regime, has
--                          employees, UF, município and the facts that switch obligations on
--                          (IPI, retentions, ECD). Owner only; the plan's limit is enforced here:
--                          free 1 company, premium up to 200 (DECISIONS 15).
--   empresa_membros        sharing with the accountant (premium): the owner invites an e-mail;
--                          that account then reads the company and its marks, never writes.
--                          The owner revokes by deleting the row; the accountant may leave.
--   agenda_marcas          "pago" / "entregue" per (company, obligation, competência). Undo =
--                          delete. The owner writes; members read.
--   atos_extraordinarios   acts that moved due dates (AGENDA.md §6), added by the admin and
--                          merged at run time with the ones the engine ships. Everyone signed in
--                          reads; only the admin writes.
--
-- Constraints and policies never call a function of the private schema (the request roles
-- may not execute them); the check digits and the id lists are checked by the triggers.
-- Writes are validated by BEFORE triggers raising 22023 with a Portuguese sentence (lite answers
-- raw check violations with a 500, supabase/README "Differences" 3); plan and permission
-- refusals raise 42501. Constraints stay as the net.

-- ---------------------------------------------------------------------------------------
-- Helpers
-- ---------------------------------------------------------------------------------------

-- CNPJ check digits (mod 11, weights 5..2,9..2 and 6..2,9..2). Each character counts as its
-- ASCII code minus 48, so digits keep their value and the alphanumeric CNPJ (letters in the
-- first 12 positions, from July 2026) is validated by the same rule. Input: 14 characters,
-- upper case, no punctuation.
create function private.cnpj_valido(p_cnpj text)
returns boolean
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_soma int;
  v_dv int;
  v_pesos int[] := array[6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
  i int;
  n int;
begin
  if p_cnpj is null or p_cnpj !~ '^[0-9A-Z]{12}[0-9]{2}$' then
    return false;
  end if;
  if p_cnpj ~ '^(.)\1{13}$' then
    return false; -- 00000000000000, 11111111111111 …: valid digits, never issued
  end if;
  for n in 12..13 loop
    v_soma := 0;
    for i in 1..n loop
      v_soma := v_soma + (ascii(substr(p_cnpj, i, 1)) - 48) * v_pesos[i + 13 - n];
    end loop;
    v_dv := case when v_soma % 11 < 2 then 0 else 11 - v_soma % 11 end;
    if v_dv <> ascii(substr(p_cnpj, n + 1, 1)) - 48 then
      return false;
    end if;
  end loop;
  return true;
end;
$$;

-- The obligation ids of the engine (shared/src/agenda/obrigacoes.ts ObrigacaoId).
create function private.agenda_obrigacao_valida(p_id text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select p_id in ('DAS', 'DAS-MEI', 'DAE-MEI', 'DASN-SIMEI', 'DEFIS', 'DCTFWEB', 'DCTFWEB-13', 'DARF-CP',
                  'DARF-CP-13', 'IRRF-SALARIOS', 'ESOCIAL-S1299', 'ESOCIAL-S1299-13', 'EFD-REINF', 'FGTS',
                  'GPS-CI', 'PIS-COFINS', 'IPI', 'EFD-CONTRIBUICOES', 'IRPJ-CSLL-TRIM-Q1', 'IRPJ-CSLL-TRIM-Q2',
                  'IRPJ-CSLL-TRIM-Q3', 'IRPJ-CSLL-ESTIMATIVA', 'ECD', 'ECF', 'DIRF');
$$;

-- A competência in one of the engine's formats: 'YYYY-MM', 'YYYY-Qn' or 'YYYY'.
create function private.agenda_competencia_valida(p_competencia text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select p_competencia ~ '^20[0-9]{2}(-(0[1-9]|1[0-2])|-Q[1-4])?$';
$$;

create function private.agenda_uf_valida(p_uf text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select p_uf in ('AC','AL','AP','AM','BA','CE','DF','ES','GO','MA','MT','MS','MG','PA','PB','PR','PE','PI',
                  'RJ','RN','RS','RO','RR','SC','SP','SE','TO');
$$;

-- ---------------------------------------------------------------------------------------
-- empresas
-- ---------------------------------------------------------------------------------------
create table public.empresas (
  id                  uuid primary key default gen_random_uuid(),
  owner_id            uuid not null default auth.uid() references public.user_profiles (id) on delete cascade,
  nome                text not null,
  cnpj                text,
  regime              text not null,
  tem_empregados      boolean not null default false,
  uf                  text not null,
  municipio           text,
  industria           boolean not null default false,
  retencoes           boolean not null default false,
  ecd_obrigatoria     boolean not null default false,
  apuracao_lucro_real text not null default 'anual',
  quotas_irpj         smallint not null default 1,
  inicio_atividade    date,
  created_at          timestamptz not null default now(),
  updated_at          timestamptz not null default now(),
  constraint empresas_nome_length check (char_length(btrim(nome)) between 1 and 120),
  constraint empresas_cnpj_formato check (cnpj is null or cnpj ~ '^[0-9A-Z]{12}[0-9]{2}$'),
  constraint empresas_regime check (regime in ('MEI', 'SIMPLES', 'PRESUMIDO', 'REAL')),
  constraint empresas_uf check (uf in ('AC','AL','AP','AM','BA','CE','DF','ES','GO','MA','MT','MS','MG','PA','PB',
                                       'PR','PE','PI','RJ','RN','RS','RO','RR','SC','SP','SE','TO')),
  constraint empresas_municipio_length check (municipio is null or char_length(municipio) between 2 and 80),
  constraint empresas_apuracao check (apuracao_lucro_real in ('anual', 'trimestral')),
  constraint empresas_quotas check (quotas_irpj in (1, 3))
);
comment on table public.empresas is
  'A user''s companies for the tax calendar (issue 19). Free plan: 1; premium: up to 200 (DECISIONS 15).';
create index empresas_owner_idx on public.empresas (owner_id);
create unique index empresas_owner_cnpj_idx on public.empresas (owner_id, cnpj) where cnpj is not null;

create function private.empresas_normalize()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid      uuid := (select auth.uid());
  v_profile  public.user_profiles;
  v_ativo    boolean;
  v_total    int;
begin
  if tg_op = 'INSERT' then
    -- The signed-in user owns what they create (the service role may set any owner).
    if v_uid is not null then
      new.owner_id := v_uid;
    end if;
    new.created_at := now();
  else
    new.owner_id := old.owner_id;
    new.created_at := old.created_at;
  end if;
  new.updated_at := now();

  new.nome := btrim(coalesce(new.nome, ''));
  new.cnpj := nullif(upper(regexp_replace(coalesce(new.cnpj, ''), '[./[:space:]-]', '', 'g')), '');
  new.uf := upper(btrim(coalesce(new.uf, '')));
  new.municipio := nullif(btrim(coalesce(new.municipio, '')), '');
  new.regime := upper(btrim(coalesce(new.regime, '')));

  if char_length(new.nome) not between 1 and 120 then
    raise exception using errcode = '22023', message = 'Informe o nome da empresa (até 120 caracteres).';
  end if;
  if new.cnpj is not null and not private.cnpj_valido(new.cnpj) then
    raise exception using errcode = '22023', message = 'CNPJ inválido: confira os dígitos verificadores.';
  end if;
  if new.regime not in ('MEI', 'SIMPLES', 'PRESUMIDO', 'REAL') then
    raise exception using errcode = '22023', message = 'Regime inválido: escolha MEI, Simples Nacional, Lucro Presumido ou Lucro Real.';
  end if;
  if not private.agenda_uf_valida(new.uf) then
    raise exception using errcode = '22023', message = 'UF inválida: use a sigla do estado (por exemplo, SP).';
  end if;
  if new.municipio is not null and char_length(new.municipio) not between 2 and 80 then
    raise exception using errcode = '22023', message = 'O município deve ter entre 2 e 80 caracteres.';
  end if;
  if new.apuracao_lucro_real not in ('anual', 'trimestral') then
    raise exception using errcode = '22023', message = 'Apuração do Lucro Real inválida: anual ou trimestral.';
  end if;
  if new.quotas_irpj not in (1, 3) then
    raise exception using errcode = '22023', message = 'IRPJ/CSLL: quota única (1) ou três quotas (3).';
  end if;
  if new.inicio_atividade is not null and (new.inicio_atividade < date '2000-01-01'
       or new.inicio_atividade > (now() at time zone 'America/Sao_Paulo')::date + 366) then
    raise exception using errcode = '22023', message = 'Data de início da atividade inválida.';
  end if;
  if new.cnpj is not null and exists (
       select 1 from public.empresas e
        where e.owner_id = new.owner_id and e.cnpj = new.cnpj
          and (tg_op = 'INSERT' or e.id <> new.id)) then
    raise exception using errcode = '23505', message = 'Você já cadastrou uma empresa com esse CNPJ.';
  end if;

  if tg_op = 'INSERT' then
    -- The plan's limit (DECISIONS 15). The owner's profile row is locked so that two
    -- concurrent inserts cannot both see room for one more company.
    select * into v_profile from public.user_profiles p where p.id = new.owner_id for update;
    if not found then
      raise exception using errcode = '42501', message = 'Faça login para cadastrar uma empresa.';
    end if;
    v_ativo := v_profile.is_admin
      or (v_profile.is_premium and v_profile.plan_expiration >= (now() at time zone 'America/Sao_Paulo')::date);
    select count(*) into v_total from public.empresas e where e.owner_id = new.owner_id;
    if not v_ativo and v_total >= 1 then
      raise exception using errcode = '42501',
        message = 'O plano Grátis inclui 1 empresa. Assine o Premium para acompanhar mais empresas.';
    end if;
    if v_total >= 200 then
      raise exception using errcode = '42501', message = 'Limite de 200 empresas atingido.';
    end if;
  end if;
  return new;
end;
$$;

create trigger empresas_normalize
  before insert or update on public.empresas
  for each row execute function private.empresas_normalize();

-- ---------------------------------------------------------------------------------------
-- empresa_membros: the accountant's read-only access
-- ---------------------------------------------------------------------------------------
create table public.empresa_membros (
  id            bigint generated by default as identity primary key,
  empresa_id    uuid not null references public.empresas (id) on delete cascade,
  email         text not null,
  convidado_por uuid references public.user_profiles (id) on delete set null,
  created_at    timestamptz not null default now(),
  constraint empresa_membros_email check (char_length(email) <= 254 and email ~* '^[^@[:space:]]+@[^@[:space:]]+\.[a-z]{2,}$'),
  constraint empresa_membros_unique unique (empresa_id, email)
);
comment on table public.empresa_membros is
  'Read-only sharing of a company''s calendar with an accountant, by e-mail (premium; issue 19).';
create index empresa_membros_email_idx on public.empresa_membros (email);

-- Security definer, so the policies of empresas and empresa_membros can refer to each other
-- without recursing.
create function public.agenda_eh_dono(p_empresa uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.empresas e where e.id = p_empresa and e.owner_id = (select auth.uid()));
$$;

create function public.agenda_pode_ver(p_empresa uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.empresas e where e.id = p_empresa and e.owner_id = (select auth.uid()))
      or exists (select 1 from public.empresa_membros m
                  where m.empresa_id = p_empresa
                    and m.email = lower(coalesce((select auth.jwt() ->> 'email'), '')));
$$;

create function private.empresa_membros_normalize()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid   uuid := (select auth.uid());
  v_total int;
begin
  new.email := lower(btrim(coalesce(new.email, '')));
  new.created_at := now();
  if v_uid is not null then
    if not public.agenda_eh_dono(new.empresa_id) then
      raise exception using errcode = '42501', message = 'Só o dono da empresa pode compartilhá-la.';
    end if;
    if not public.has_active_plan() then
      raise exception using errcode = '42501',
        message = 'Compartilhar a agenda com o contador é um recurso do plano Premium.';
    end if;
    new.convidado_por := v_uid;
  end if;
  if char_length(new.email) > 254 or new.email !~* '^[^@[:space:]]+@[^@[:space:]]+\.[a-z]{2,}$' then
    raise exception using errcode = '22023', message = 'E-mail inválido.';
  end if;
  if new.email = lower(coalesce((select auth.jwt() ->> 'email'), '')) then
    raise exception using errcode = '22023', message = 'Informe o e-mail do contador, não o seu.';
  end if;
  if exists (select 1 from public.empresa_membros m where m.empresa_id = new.empresa_id and m.email = new.email) then
    raise exception using errcode = '23505', message = 'Essa empresa já está compartilhada com esse e-mail.';
  end if;
  select count(*) into v_total from public.empresa_membros m where m.empresa_id = new.empresa_id;
  if v_total >= 10 then
    raise exception using errcode = '22023', message = 'Limite de 10 pessoas por empresa.';
  end if;
  return new;
end;
$$;

create trigger empresa_membros_normalize
  before insert on public.empresa_membros
  for each row execute function private.empresa_membros_normalize();

-- ---------------------------------------------------------------------------------------
-- agenda_marcas: pago / entregue
-- ---------------------------------------------------------------------------------------
create table public.agenda_marcas (
  id          bigint generated by default as identity primary key,
  empresa_id  uuid not null references public.empresas (id) on delete cascade,
  obrigacao   text not null,
  competencia text not null,
  status      text not null,
  marcado_por uuid references public.user_profiles (id) on delete set null,
  created_at  timestamptz not null default now(),
  constraint agenda_marcas_obrigacao check (obrigacao ~ '^[A-Z0-9-]{2,30}$'),
  constraint agenda_marcas_competencia check (competencia ~ '^20[0-9]{2}(-(0[1-9]|1[0-2])|-Q[1-4])?$'),
  constraint agenda_marcas_status check (status in ('pago', 'entregue')),
  constraint agenda_marcas_unique unique (empresa_id, obrigacao, competencia)
);
comment on table public.agenda_marcas is
  'An obligation marked paid (pagamento) or filed (declaração) for a company and competência; undo = delete.';

create function private.agenda_marcas_normalize()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
begin
  new.obrigacao := upper(btrim(coalesce(new.obrigacao, '')));
  new.competencia := upper(btrim(coalesce(new.competencia, '')));
  new.status := lower(btrim(coalesce(new.status, '')));
  new.created_at := now();
  if v_uid is not null then
    if not public.agenda_eh_dono(new.empresa_id) then
      raise exception using errcode = '42501', message = 'Só o dono da empresa pode marcar obrigações.';
    end if;
    new.marcado_por := v_uid;
  end if;
  if not private.agenda_obrigacao_valida(new.obrigacao) then
    raise exception using errcode = '22023', message = 'Obrigação desconhecida.';
  end if;
  if not private.agenda_competencia_valida(new.competencia) then
    raise exception using errcode = '22023', message = 'Competência inválida: use AAAA-MM, AAAA-Qn ou AAAA.';
  end if;
  if new.status not in ('pago', 'entregue') then
    raise exception using errcode = '22023', message = 'Marque como pago ou entregue.';
  end if;
  if exists (select 1 from public.agenda_marcas m
              where m.empresa_id = new.empresa_id and m.obrigacao = new.obrigacao and m.competencia = new.competencia) then
    raise exception using errcode = '23505', message = 'Essa obrigação já está marcada.';
  end if;
  return new;
end;
$$;

create trigger agenda_marcas_normalize
  before insert on public.agenda_marcas
  for each row execute function private.agenda_marcas_normalize();

-- ---------------------------------------------------------------------------------------
-- atos_extraordinarios (AGENDA.md §6)
-- ---------------------------------------------------------------------------------------
create table public.atos_extraordinarios (
  id              text primary key default gen_random_uuid()::text,
  ato             text not null,
  obrigacoes      text[] not null,
  competencias    text[] not null,
  territorio_tipo text not null default 'brasil',
  uf              text,
  municipio       text,
  nova_data       date not null,
  fonte           text,
  created_at      timestamptz not null default now(),
  updated_at      timestamptz not null default now(),
  constraint atos_ato_length check (char_length(btrim(ato)) between 3 and 200),
  constraint atos_territorio check (territorio_tipo in ('brasil', 'uf', 'municipio')),
  constraint atos_listas check (cardinality(obrigacoes) between 1 and 30 and cardinality(competencias) between 1 and 60),
  constraint atos_fonte_length check (fonte is null or char_length(fonte) <= 2048)
);
comment on table public.atos_extraordinarios is
  'Extraordinary acts that moved due dates (AGENDA.md §6), merged with the engine''s own at run time; an id equal to a shipped act''s replaces it.';

create function private.atos_extraordinarios_normalize()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_item text;
begin
  new.ato := btrim(coalesce(new.ato, ''));
  new.id := btrim(coalesce(new.id, ''));
  new.territorio_tipo := lower(btrim(coalesce(new.territorio_tipo, 'brasil')));
  new.uf := nullif(upper(btrim(coalesce(new.uf, ''))), '');
  new.municipio := nullif(btrim(coalesce(new.municipio, '')), '');
  new.fonte := nullif(btrim(coalesce(new.fonte, '')), '');
  new.obrigacoes := coalesce((select array_agg(distinct upper(btrim(o))) from unnest(new.obrigacoes) o where btrim(o) <> ''), '{}');
  new.competencias := coalesce((select array_agg(distinct upper(btrim(c))) from unnest(new.competencias) c where btrim(c) <> ''), '{}');
  new.updated_at := now();
  if tg_op = 'INSERT' then
    new.created_at := now();
  else
    new.created_at := old.created_at;
  end if;

  if new.id = '' or char_length(new.id) > 100 then
    raise exception using errcode = '22023', message = 'Identificador do ato inválido.';
  end if;
  if char_length(new.ato) not between 3 and 200 then
    raise exception using errcode = '22023', message = 'Informe o ato (por exemplo, "Res. CGSN 179/2025").';
  end if;
  if cardinality(new.obrigacoes) not between 1 and 30 then
    raise exception using errcode = '22023', message = 'Escolha ao menos uma obrigação.';
  end if;
  foreach v_item in array new.obrigacoes loop
    if not private.agenda_obrigacao_valida(v_item) then
      raise exception using errcode = '22023', message = 'Obrigação desconhecida: ' || v_item || '.';
    end if;
  end loop;
  if cardinality(new.competencias) not between 1 and 60 then
    raise exception using errcode = '22023', message = 'Informe ao menos uma competência.';
  end if;
  foreach v_item in array new.competencias loop
    if not private.agenda_competencia_valida(v_item) then
      raise exception using errcode = '22023', message = 'Competência inválida: ' || v_item || ' (use AAAA-MM, AAAA-Qn ou AAAA).';
    end if;
  end loop;
  if new.territorio_tipo not in ('brasil', 'uf', 'municipio') then
    raise exception using errcode = '22023', message = 'Território inválido: Brasil, UF ou município.';
  end if;
  if new.territorio_tipo = 'brasil' then
    new.uf := null;
    new.municipio := null;
  elsif new.uf is null or not private.agenda_uf_valida(new.uf) then
    raise exception using errcode = '22023', message = 'Informe a UF do ato.';
  elsif new.territorio_tipo = 'uf' then
    new.municipio := null;
  elsif new.municipio is null or char_length(new.municipio) not between 2 and 80 then
    raise exception using errcode = '22023', message = 'Informe o município do ato.';
  end if;
  if new.nova_data is null or new.nova_data < date '2000-01-01' or new.nova_data > date '2099-12-31' then
    raise exception using errcode = '22023', message = 'Informe a nova data de vencimento.';
  end if;
  if new.fonte is not null and (char_length(new.fonte) > 2048 or new.fonte !~* '^https?://[^[:space:]]+$') then
    raise exception using errcode = '22023', message = 'A fonte deve ser um link http:// ou https://.';
  end if;
  return new;
end;
$$;

create trigger atos_extraordinarios_normalize
  before insert or update on public.atos_extraordinarios
  for each row execute function private.atos_extraordinarios_normalize();

-- ---------------------------------------------------------------------------------------
-- Grants and row-level security
-- ---------------------------------------------------------------------------------------
alter table public.empresas             enable row level security;
alter table public.empresa_membros      enable row level security;
alter table public.agenda_marcas        enable row level security;
alter table public.atos_extraordinarios enable row level security;

revoke all on table public.empresas, public.empresa_membros, public.agenda_marcas, public.atos_extraordinarios
  from public, anon, authenticated;
grant all on table public.empresas, public.empresa_membros, public.agenda_marcas, public.atos_extraordinarios
  to service_role;

grant select, insert, update, delete on public.empresas to authenticated;
grant select, insert, delete on public.empresa_membros to authenticated;
grant select, insert, delete on public.agenda_marcas to authenticated;
grant select, insert, update, delete on public.atos_extraordinarios to authenticated;

revoke execute on function public.agenda_eh_dono(uuid), public.agenda_pode_ver(uuid) from public, anon;
grant execute on function public.agenda_eh_dono(uuid), public.agenda_pode_ver(uuid) to authenticated, service_role;
revoke execute on all functions in schema private from public, anon, authenticated;

-- empresas: the owner reads and writes; an accountant the company is shared with reads.
create policy empresas_select on public.empresas
  for select to authenticated
  using (owner_id = (select auth.uid()) or (select public.agenda_pode_ver(id)));
create policy empresas_insert on public.empresas
  for insert to authenticated
  with check (owner_id = (select auth.uid()));
create policy empresas_update on public.empresas
  for update to authenticated
  using (owner_id = (select auth.uid()))
  with check (owner_id = (select auth.uid()));
create policy empresas_delete on public.empresas
  for delete to authenticated
  using (owner_id = (select auth.uid()));

-- empresa_membros: the owner invites and revokes; the invitee sees the invitation and may leave.
create policy empresa_membros_select on public.empresa_membros
  for select to authenticated
  using ((select public.agenda_eh_dono(empresa_id)) or email = lower(coalesce((select auth.jwt() ->> 'email'), '')));
create policy empresa_membros_insert on public.empresa_membros
  for insert to authenticated
  with check ((select public.agenda_eh_dono(empresa_id)));
create policy empresa_membros_delete on public.empresa_membros
  for delete to authenticated
  using ((select public.agenda_eh_dono(empresa_id)) or email = lower(coalesce((select auth.jwt() ->> 'email'), '')));

-- agenda_marcas: the owner marks and unmarks; members read.
create policy agenda_marcas_select on public.agenda_marcas
  for select to authenticated
  using ((select public.agenda_pode_ver(empresa_id)));
create policy agenda_marcas_insert on public.agenda_marcas
  for insert to authenticated
  with check ((select public.agenda_eh_dono(empresa_id)));
create policy agenda_marcas_delete on public.agenda_marcas
  for delete to authenticated
  using ((select public.agenda_eh_dono(empresa_id)));

-- atos_extraordinarios: everyone signed in reads; the admin writes.
create policy atos_extraordinarios_select on public.atos_extraordinarios
  for select to authenticated
  using (true);
create policy atos_extraordinarios_insert on public.atos_extraordinarios
  for insert to authenticated
  with check ((select public.is_admin()));
create policy atos_extraordinarios_update on public.atos_extraordinarios
  for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));
create policy atos_extraordinarios_delete on public.atos_extraordinarios
  for delete to authenticated
  using ((select public.is_admin()));
