-- Issue 21: premium tips. SPEC §6 promises free users "basic tips" and premium users "tips
-- detailed and updated"; until now both read the same ones.
--
--   * conteudos.is_premium marks a premium tip (the admin's "Dica Premium" switch).
--   * The table itself shows a premium tip only to an active plan (RLS, below): a free or
--     expired user reading public.conteudos gets the basic tips whole and no premium tip.
--   * public.conteudos_visiveis() is what the tips pages read: for an active plan every row it
--     may see, whole; for the free and expired plans the basic tips whole and each premium
--     tip with its title, author, date and image but only the first lines of its text
--     (about 280 characters, never more than half of it) and `bloqueado: true`.
-- RLS filters rows, it cannot cut a column: the cut happens inside this SECURITY DEFINER
-- function, so the full text of a premium tip never leaves the database for a free user.

alter table public.conteudos
  add column is_premium boolean not null default false;
comment on column public.conteudos.is_premium is
  'A premium tip ("Dicas detalhadas e atualizadas", SPEC §6): whole for an active plan only; the free plan reads its first lines through conteudos_visiveis(). Meaningful for tips (type 0); partners and apps are premium areas anyway.';

create index conteudos_premium_idx on public.conteudos (type, is_premium);

-- ---------------------------------------------------------------------------------------
-- Row-level security: a premium tip is a premium row.
-- ---------------------------------------------------------------------------------------
drop policy conteudos_select on public.conteudos;
create policy conteudos_select on public.conteudos
  for select to authenticated
  using ((type = 0 and not is_premium) or (select public.has_active_plan()));

-- ---------------------------------------------------------------------------------------
-- The first lines of an HTML text, as HTML: tags dropped, spaces collapsed, cut at a word
-- boundary before `max_chars` and never past half of the text (a short premium tip must not
-- be given away whole), with an ellipsis.
-- ---------------------------------------------------------------------------------------
create function private.conteudo_primeiras_linhas(content text, max_chars integer default 280)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  texto text;
  limite integer;
  corte text;
begin
  texto := coalesce(content, '');
  -- Block ends become spaces so "</p><p>" does not glue two words together.
  texto := regexp_replace(texto, '<[^>]*>', ' ', 'g');
  texto := regexp_replace(texto, '&nbsp;', ' ', 'gi');
  texto := btrim(regexp_replace(texto, '\s+', ' ', 'g'));
  -- Anything that still looks like markup is shown as text.
  texto := replace(replace(texto, '<', '&lt;'), '>', '&gt;');
  if texto = '' then
    return null;
  end if;
  limite := least(max_chars, char_length(texto) / 2);
  if limite < 1 then
    return null;
  end if;
  corte := left(texto, limite + 1);
  -- Drop the word cut in the middle (and an HTML entity cut in the middle with it).
  if corte ~ '\s' then
    corte := regexp_replace(corte, '\s+\S*$', '');
  else
    corte := left(texto, limite);
  end if;
  return '<p>' || rtrim(corte, ' ,;:.-') || '…</p>';
end;
$$;
comment on function private.conteudo_primeiras_linhas(text, integer) is
  'The first ~280 characters of an HTML text as one paragraph (premium tips on the free plan).';

-- ---------------------------------------------------------------------------------------
-- conteudos_visiveis(conteudo_tipo, conteudo_id): the contents the caller may read, newest
-- first, as a JSON array of conteudos rows plus `bloqueado`. Filters are optional: a type (0
-- tips, 1 partners, 2 apps) and/or one id (the detail page).
-- ---------------------------------------------------------------------------------------
create function public.conteudos_visiveis(conteudo_tipo integer default null, conteudo_id bigint default null)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  ativo boolean;
begin
  if (select auth.uid()) is null then
    raise exception using errcode = '42501', message = 'Entre na sua conta para ler os conteúdos.';
  end if;
  ativo := public.has_active_plan();
  return coalesce(
    -- Every column of the row (so later columns, like the partners' contacts, come along),
    -- with the content cut for a locked tip.
    (select jsonb_agg(
              to_jsonb(v) || jsonb_build_object(
                'content', case when v.bloqueado then private.conteudo_primeiras_linhas(v.content) else v.content end)
              order by v.data desc nulls last, v.id desc)
       from (select c.*, (c.is_premium and not ativo) as bloqueado
               from public.conteudos c
              -- The same rows as the table's policy, plus the premium tips (cut) for everyone.
              where (c.type = 0 or ativo)
                and (conteudo_tipo is null or c.type = conteudo_tipo)
                and (conteudo_id is null or c.id = conteudo_id)) v),
    '[]'::jsonb
  );
end;
$$;
comment on function public.conteudos_visiveis(integer, bigint) is
  'Contents for the caller: whole for an active plan; on the free plan premium tips come cut to their first lines with bloqueado = true (issue 21).';

revoke execute on function public.conteudos_visiveis(integer, bigint) from public, anon;
grant execute on function public.conteudos_visiveis(integer, bigint) to authenticated, service_role;
revoke execute on function private.conteudo_primeiras_linhas(text, integer) from public, anon, authenticated;
