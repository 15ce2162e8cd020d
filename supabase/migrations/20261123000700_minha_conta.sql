-- SemMultas: the user's data is always theirs (issue 21; LGPD, Lei 13.709/2018, art. 18:
-- II access, V portability, VI deletion).
--
--   * fluxo_caixa: the owner READS their ledger with any plan (free, expired); every write
--     still goes through the fluxo_caixa_* functions, which still require an active plan, so
--     a lapsed plan makes the ledger read-only — in the database, not only on the page.
--   * export_my_data(): everything the database keeps about the caller, in one JSON document
--     (the "Minha conta" page zips it with a CSV of the ledger).
--   * delete_my_account(): removes the caller's account and personal data. Kept, as the law
--     requires: the subscription payment records (assinaturas_plano; fiscal records must be
--     kept for 5 years, CTN art. 173/174 and Lei 9.430/1996), which name an e-mail, not the
--     account. Asks for a recent sign-in (the page signs in again with the password first).
--
-- Errors: 42501 not signed in / sign-in not recent / the admin's own account.

drop policy fluxo_caixa_select on public.fluxo_caixa;
create policy fluxo_caixa_select on public.fluxo_caixa
  for select to authenticated
  using (user_id = (select auth.uid()));

create function public.export_my_data()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_uid   uuid := (select auth.uid());
  v_email text;
  v_out   jsonb;
begin
  if v_uid is null then
    raise exception using errcode = '42501', message = 'Faça login para exportar seus dados.';
  end if;
  select u.email into v_email from auth.users u where u.id = v_uid;

  select jsonb_build_object(
    'formato', 'SemMultas — exportação de dados pessoais (LGPD art. 18)',
    'exportado_em', to_char(now() at time zone 'America/Sao_Paulo', 'YYYY-MM-DD"T"HH24:MI:SS'),
    'conta', (
      select jsonb_build_object(
        'id', p.id, 'email', v_email, 'nome_no_forum', p.display_name,
        'premium', p.is_premium, 'premium_ate', p.plan_expiration, 'criada_em', u.created_at)
        from public.user_profiles p join auth.users u on u.id = p.id
       where p.id = v_uid),
    'fluxo_caixa', coalesce(
      (select jsonb_build_object('transacoes', f.transactions, 'categorias', f.categories,
                                 'criado_em', f.created_at, 'atualizado_em', f.updated_at)
         from public.fluxo_caixa f where f.user_id = v_uid),
      jsonb_build_object('transacoes', '[]'::jsonb, 'categorias', '[]'::jsonb)),
    'forum_topicos', coalesce(
      (select jsonb_agg(jsonb_build_object('id', t.id, 'descricao', t.description, 'criado_em', t.created_at)
                        order by t.created_at)
         from public.forum t where t.user_id = v_uid),
      '[]'::jsonb),
    'forum_respostas', coalesce(
      (select jsonb_agg(jsonb_build_object('topico_id', t.id, 'id', r.value ->> 'id',
                                           'resposta', r.value ->> 'response', 'data', r.value ->> 'date')
                        order by r.value ->> 'date')
         from public.forum t cross join lateral jsonb_array_elements(t.responses) r
        where r.value ->> 'user_id' = v_uid::text),
      '[]'::jsonb),
    'pagamentos_assinatura', coalesce(
      (select jsonb_agg(jsonb_build_object('id', a.id, 'email', a.email, 'data', a.created_at) order by a.created_at)
         from public.assinaturas_plano a where lower(a.email) = lower(v_email)),
      '[]'::jsonb)
  ) into v_out;
  return v_out;
end;
$$;
comment on function public.export_my_data() is
  'LGPD art. 18 (access, portability): everything kept about the caller, as one JSON document.';

create function public.delete_my_account()
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid     uuid := (select auth.uid());
  v_iat     bigint := nullif(auth.jwt() ->> 'iat', '')::bigint;
  v_threads integer;
  v_replies integer;
  v_kept    integer;
begin
  if v_uid is null then
    raise exception using errcode = '42501', message = 'Faça login para excluir sua conta.';
  end if;
  -- A stolen, hours-old token cannot delete the account: the page signs in again first.
  if v_iat is null or v_iat < extract(epoch from now())::bigint - 300 then
    raise exception using errcode = '42501', message = 'Confirme sua senha para excluir a conta.';
  end if;
  if public.is_admin() then
    raise exception using errcode = '42501',
      message = 'A conta do administrador não pode ser excluída por aqui: passe a administração a outra conta antes.';
  end if;

  -- The user's replies in other people's threads go; their own threads go with every reply.
  with touched as (
    update public.forum f
       set responses = coalesce(
             (select jsonb_agg(r.value order by r.ordinality)
                from jsonb_array_elements(f.responses) with ordinality as r(value, ordinality)
               where r.value ->> 'user_id' is distinct from v_uid::text),
             '[]'::jsonb)
     where f.user_id is distinct from v_uid
       and exists (select 1 from jsonb_array_elements(f.responses) x where x.value ->> 'user_id' = v_uid::text)
    returning 1)
  select count(*) into v_replies from touched;
  delete from public.forum f where f.user_id = v_uid;
  get diagnostics v_threads = row_count;

  select count(*) into v_kept
    from public.assinaturas_plano a join auth.users u on lower(a.email) = lower(u.email)
   where u.id = v_uid;

  -- The account itself; its profile, ledger and sessions follow (on delete cascade).
  delete from auth.users u where u.id = v_uid;

  return jsonb_build_object('topicos_excluidos', v_threads, 'topicos_com_respostas_removidas', v_replies,
                            'pagamentos_mantidos', v_kept);
end;
$$;
comment on function public.delete_my_account() is
  'LGPD art. 18 VI: deletes the caller''s account, ledger, profile and forum writing; keeps payment records (fiscal law). Needs a sign-in within 5 minutes.';

revoke execute on function public.export_my_data(), public.delete_my_account() from public, anon;
grant execute on function public.export_my_data(), public.delete_my_account() to authenticated;
