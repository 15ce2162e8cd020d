-- LGPD art. 18 (access, portability): the tax calendar's newer tables (issue 19) join the
-- export — the amounts typed per due date (agenda_valores), the company's local holidays
-- (empresa_feriados), the reminder days (agenda_lembretes) and the calendar feed (agenda_feeds:
-- whether it exists and since when; the secret token itself is a credential, not data about the
-- person, and is left out). The agenda's part moves into private.export_my_agenda so the next
-- table of the calendar extends that function instead of copying the whole export again.
-- Its keys ('empresas', 'lembretes_dias_antes', 'calendario_ics') stay at the top level.

create or replace function private.export_my_agenda(p_uid uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'empresas', coalesce(
      (select jsonb_agg(to_jsonb(e) - 'owner_id'
                        || jsonb_build_object(
                             'marcas', coalesce((select jsonb_agg(jsonb_build_object('obrigacao', m.obrigacao, 'competencia', m.competencia,
                                                                                     'situacao', m.status, 'em', m.created_at) order by m.created_at)
                                                   from public.agenda_marcas m where m.empresa_id = e.id), '[]'::jsonb),
                             'valores_informados', coalesce((select jsonb_agg(jsonb_build_object('obrigacao', v.obrigacao, 'competencia', v.competencia,
                                                                                                 'valor', v.valor, 'atualizado_em', v.updated_at)
                                                                              order by v.obrigacao, v.competencia)
                                                               from public.agenda_valores v where v.empresa_id = e.id), '[]'::jsonb),
                             'feriados_locais', coalesce((select jsonb_agg(jsonb_build_object('data', f.data, 'nome', f.nome) order by f.data)
                                                            from public.empresa_feriados f where f.empresa_id = e.id), '[]'::jsonb),
                             'compartilhada_com', coalesce((select jsonb_agg(c.email order by c.email)
                                                              from public.empresa_membros c where c.empresa_id = e.id), '[]'::jsonb))
                        order by e.created_at)
         from public.empresas e where e.owner_id = p_uid),
      '[]'::jsonb),
    'lembretes_dias_antes', coalesce((select to_jsonb(l.dias) from public.agenda_lembretes l where l.user_id = p_uid), '[]'::jsonb),
    'calendario_ics', coalesce((select jsonb_build_object('ativo', true, 'criado_em', f.created_at)
                                  from public.agenda_feeds f where f.user_id = p_uid),
                               jsonb_build_object('ativo', false))
  );
$$;
revoke all on function private.export_my_agenda(uuid) from public, anon, authenticated;

create or replace function public.export_my_data()
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
      '[]'::jsonb),
    -- Issue 20: the subscription and every charge the provider reported.
    'assinaturas', coalesce(
      (select jsonb_agg(jsonb_build_object('provedor', s.provider, 'id_no_provedor', s.provider_subscription_id,
                                           'situacao', s.status, 'forma', s.method, 'proxima_cobranca', s.next_charge_date,
                                           'cancelada_em', s.canceled_at, 'criada_em', s.created_at) order by s.created_at)
         from public.subscriptions s where s.user_id = v_uid),
      '[]'::jsonb),
    'cobrancas', coalesce(
      (select jsonb_agg(jsonb_build_object('provedor', p.provider, 'id_no_provedor', p.provider_payment_id,
                                           'valor_centavos', p.amount_cents, 'forma', p.method, 'situacao', p.status,
                                           'vencimento', p.due_date, 'pago_em', p.paid_at, 'reembolsado_em', p.refunded_at,
                                           'comprovante', p.receipt_url, 'nota_fiscal', p.invoice_url, 'criada_em', p.created_at)
                        order by p.created_at)
         from public.payments p where p.user_id = v_uid),
      '[]'::jsonb)
  )
  -- Issue 19: the tax calendar — companies (marks, typed amounts, local holidays, sharing),
  -- the reminder days and whether a private calendar address exists.
  || private.export_my_agenda(v_uid)
  into v_out;
  return v_out;
end;
$$;
comment on function public.export_my_data() is
  'LGPD art. 18 (access, portability): everything kept about the caller, as one JSON document.';
