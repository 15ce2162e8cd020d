-- SemMultas: partner accountants a user can find and reach (issue 21, finding 8): the state
-- and city they serve, their specialities and their contacts as data, not buried in HTML, so
-- the page filters by UF and city and offers tel:, WhatsApp and mailto: links.
--   uf              one of the 27 siglas
--   cidade          up to 80 characters
--   especialidades  up to 12 labels of up to 40 characters ("Simples Nacional", "MEI", …)
--   telefone        digits only, DDD + number (10 or 11 digits)
--   whatsapp        digits only, with the country code 55 (12 or 13 digits)
--   email_contato   an address, up to 254 characters
--   site            http(s) URL
-- Validated by a trigger raising 22023 with a Portuguese sentence (lite answers raw check
-- violations with a 500, supabase/README "Differences" 3); the constraints stay as the net.

alter table public.conteudos
  add column uf text,
  add column cidade text,
  add column especialidades text[] not null default '{}',
  add column telefone text,
  add column whatsapp text,
  add column email_contato text,
  add column site text;

alter table public.conteudos
  add constraint conteudos_uf_sigla check (uf is null or uf in (
    'AC','AL','AP','AM','BA','CE','DF','ES','GO','MA','MT','MS','MG','PA','PB','PR','PE','PI',
    'RJ','RN','RS','RO','RR','SC','SP','SE','TO')),
  add constraint conteudos_cidade_length check (cidade is null or char_length(cidade) between 2 and 80),
  add constraint conteudos_especialidades_count check (cardinality(especialidades) <= 12),
  add constraint conteudos_telefone_digits check (telefone is null or telefone ~ '^[0-9]{10,11}$'),
  add constraint conteudos_whatsapp_digits check (whatsapp is null or whatsapp ~ '^55[0-9]{10,11}$'),
  add constraint conteudos_email_contato check (email_contato is null or (char_length(email_contato) <= 254 and email_contato ~* '^[^@[:space:]]+@[^@[:space:]]+\.[a-z]{2,}$')),
  add constraint conteudos_site_http check (site is null or (char_length(site) <= 2048 and site ~* '^https?://[^[:space:]]+$'));

create function private.conteudos_parceiro_normalize()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_label text;
begin
  new.uf := nullif(upper(btrim(coalesce(new.uf, ''))), '');
  new.cidade := nullif(btrim(coalesce(new.cidade, '')), '');
  new.telefone := nullif(regexp_replace(coalesce(new.telefone, ''), '[^0-9]', '', 'g'), '');
  new.whatsapp := nullif(regexp_replace(coalesce(new.whatsapp, ''), '[^0-9]', '', 'g'), '');
  new.email_contato := nullif(lower(btrim(coalesce(new.email_contato, ''))), '');
  new.site := nullif(btrim(coalesce(new.site, '')), '');
  -- A Brazilian number typed without the country code gets it.
  if new.whatsapp is not null and char_length(new.whatsapp) in (10, 11) then
    new.whatsapp := '55' || new.whatsapp;
  end if;
  new.especialidades := coalesce(
    (select array_agg(distinct btrim(e)) from unnest(coalesce(new.especialidades, '{}')) e where btrim(e) <> ''),
    '{}');

  if new.uf is not null and new.uf not in ('AC','AL','AP','AM','BA','CE','DF','ES','GO','MA','MT','MS','MG','PA','PB',
                                           'PR','PE','PI','RJ','RN','RS','RO','RR','SC','SP','SE','TO') then
    raise exception using errcode = '22023', message = 'UF inválida: use a sigla do estado (por exemplo, SP).';
  end if;
  if new.cidade is not null and char_length(new.cidade) not between 2 and 80 then
    raise exception using errcode = '22023', message = 'A cidade deve ter entre 2 e 80 caracteres.';
  end if;
  if cardinality(new.especialidades) > 12 then
    raise exception using errcode = '22023', message = 'Informe no máximo 12 especialidades.';
  end if;
  foreach v_label in array new.especialidades loop
    if char_length(v_label) > 40 then
      raise exception using errcode = '22023', message = 'Cada especialidade pode ter no máximo 40 caracteres.';
    end if;
  end loop;
  if new.telefone is not null and new.telefone !~ '^[0-9]{10,11}$' then
    raise exception using errcode = '22023', message = 'Telefone inválido: informe DDD e número (10 ou 11 dígitos).';
  end if;
  if new.whatsapp is not null and new.whatsapp !~ '^55[0-9]{10,11}$' then
    raise exception using errcode = '22023', message = 'WhatsApp inválido: informe DDD e número (10 ou 11 dígitos).';
  end if;
  if new.email_contato is not null and (char_length(new.email_contato) > 254
       or new.email_contato !~* '^[^@[:space:]]+@[^@[:space:]]+\.[a-z]{2,}$') then
    raise exception using errcode = '22023', message = 'E-mail de contato inválido.';
  end if;
  if new.site is not null and (char_length(new.site) > 2048 or new.site !~* '^https?://[^[:space:]]+$') then
    raise exception using errcode = '22023', message = 'O site deve começar com http:// ou https://.';
  end if;
  return new;
end;
$$;

create trigger conteudos_parceiro_normalize
  before insert or update on public.conteudos
  for each row execute function private.conteudos_parceiro_normalize();

