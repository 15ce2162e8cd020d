-- LGPD art. 18 (access, portability): the export now also carries what issues 19 and 20 keep
-- about the user — the subscription and its charges, the companies of the tax calendar with
-- their marks and sharing. Same function, more keys; nothing earlier changes.
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
      '[]'::jsonb),
    -- Issue 19: the companies of the tax calendar, their marks and with whom each is shared.
    'empresas', coalesce(
      (select jsonb_agg(to_jsonb(e) - 'owner_id'
                        || jsonb_build_object(
                             'marcas', coalesce((select jsonb_agg(jsonb_build_object('obrigacao', m.obrigacao, 'competencia', m.competencia,
                                                                                     'situacao', m.status, 'em', m.created_at) order by m.created_at)
                                                   from public.agenda_marcas m where m.empresa_id = e.id), '[]'::jsonb),
                             'compartilhada_com', coalesce((select jsonb_agg(c.email order by c.email)
                                                              from public.empresa_membros c where c.empresa_id = e.id), '[]'::jsonb))
                        order by e.created_at)
         from public.empresas e where e.owner_id = v_uid),
      '[]'::jsonb)
  ) into v_out;
  return v_out;
end;
$$;
comment on function public.export_my_data() is
  'LGPD art. 18 (access, portability): everything kept about the caller, as one JSON document.';
