-- Issue 20: the nota fiscal de serviço (NFS-e) of each charge.
--
-- The provider issues one NFS-e per paid charge (Asaas: the subscription's invoiceSettings,
-- effectiveDatePeriod ON_PAYMENT_CONFIRMATION; the local sandbox: a simulated one) and reports
-- it by webhook (Asaas INVOICE_*, re-read from GET /v3/invoices/{id}). It is stored on the
-- charge it belongs to: owner and admin read it with the rest of the payment (RLS unchanged:
-- payments_select), nobody writes it through the API.
--
-- Before this, payments.invoice_url (Asaas's invoiceUrl) — the charge's payment page, the
-- "fatura" — was exported by export_my_data as 'nota_fiscal'. It is not one: the export now
-- names it 'fatura' and carries the real nota fiscal apart.
--
-- billing_apply_event is left alone (another migration redefines it): invoice events have
-- their own function, billing_apply_invoice, in the same style (dedupe by (provider, event
-- id) in private.payment_events, the owner's profile locked, the status only moves forward).

alter table public.payments
  add column nfse_id          text,
  add column nfse_status      text check (nfse_status in ('scheduled', 'error', 'authorized', 'canceled')),
  add column nfse_number      text,
  -- The nota's document (Asaas: pdfUrl) and its XML, as the provider gives them.
  add column nfse_url         text,
  add column nfse_xml_url     text,
  add column nfse_updated_at  timestamptz;
comment on column public.payments.nfse_status is
  'The charge''s nota fiscal de serviço: scheduled (em emissão) → authorized (emitida) → canceled; error when the city hall refused it.';
comment on column public.payments.invoice_url is
  'The provider''s page of the charge (Asaas invoiceUrl: the "fatura", where it is paid). Not the nota fiscal: see nfse_url.';

-- A nota's status only moves forward: an error may still be authorized after a correction,
-- an authorized one only canceled.
create function private.billing_nfse_rank(p_status text)
returns smallint
language sql
immutable
set search_path = ''
as $$
  select case p_status
           when 'scheduled' then 0
           when 'error' then 1
           when 'authorized' then 2
           when 'canceled' then 3
         end::smallint;
$$;

-- One invoice event, as the webhook re-read it from the provider:
--   p_invoice: { id, paymentId, customerId?, status, number?, url?, xmlUrl? }
-- Answers { result: applied | duplicate | ignored, reason? } like billing_apply_event, or
-- { result: 'unknown_payment' } without recording the event, so the provider delivers it
-- again once the charge is known (the webhook then answers 503).
create function public.billing_apply_invoice(
  p_provider text,
  p_event_id text,
  p_invoice jsonb,
  p_payload jsonb default null
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_status text;
  v_user uuid;
  v_customer_user uuid;
  v_email text;
  v_inserted text;
  v_reason text;
  v_row record;
begin
  if coalesce(btrim(p_provider), '') = '' or coalesce(btrim(p_event_id), '') = '' then
    raise exception using errcode = '22023', message = 'Evento de nota fiscal sem provedor ou id.';
  end if;
  p_invoice := private.jsonb_arg(p_invoice);
  p_payload := private.jsonb_arg(p_payload);
  v_status := p_invoice ->> 'status';
  if coalesce(p_invoice ->> 'id', '') = '' or coalesce(p_invoice ->> 'paymentId', '') = ''
     or private.billing_nfse_rank(v_status) is null then
    raise exception using errcode = '22023', message = 'Nota fiscal sem id, cobrança ou situação válida.';
  end if;

  select p.user_id into v_user
    from public.payments p
   where p.provider = p_provider and p.provider_payment_id = p_invoice ->> 'paymentId';
  if not found then
    return jsonb_build_object('result', 'unknown_payment');
  end if;

  -- Dedupe first: a concurrent copy waits here for the first transaction, then inserts nothing.
  insert into private.payment_events (provider, event_id, type, user_id, payload, result)
  values (p_provider, p_event_id, 'invoice.' || v_status, v_user,
          coalesce(p_payload, jsonb_build_object('invoice', p_invoice)), 'applied')
  on conflict (provider, event_id) do nothing
  returning event_id into v_inserted;
  if v_inserted is null then
    return jsonb_build_object('result', 'duplicate');
  end if;

  if v_user is null then
    v_reason := 'payment_without_user';
  else
    -- Every event of one user is applied one at a time (same lock as billing_apply_event).
    select u.email into v_email from public.user_profiles u where u.id = v_user for update;
    if not found then
      v_reason := 'unknown_user';
    elsif p_invoice ->> 'customerId' is not null then
      select c.user_id into v_customer_user
        from private.billing_customers c
       where c.provider = p_provider and c.provider_customer_id = p_invoice ->> 'customerId';
      if v_customer_user is distinct from v_user then
        v_reason := 'invoice_of_other_customer';
      end if;
    end if;
  end if;

  if v_reason is null then
    update public.payments p
       set nfse_id = p_invoice ->> 'id',
           nfse_status = v_status,
           nfse_number = coalesce(nullif(p_invoice ->> 'number', ''), p.nfse_number),
           nfse_url = coalesce(nullif(p_invoice ->> 'url', ''), p.nfse_url),
           nfse_xml_url = coalesce(nullif(p_invoice ->> 'xmlUrl', ''), p.nfse_xml_url),
           nfse_updated_at = now()
     where p.provider = p_provider and p.provider_payment_id = p_invoice ->> 'paymentId'
       and coalesce(private.billing_nfse_rank(p.nfse_status), -1) < private.billing_nfse_rank(v_status)
    returning p.amount_cents, p.method, p.paid_at, p.nfse_number, p.nfse_url into v_row;
    if not found then
      v_reason := 'stale_status';
    end if;
  end if;

  if v_reason is not null then
    update private.payment_events set result = 'ignored: ' || v_reason
     where provider = p_provider and event_id = p_event_id;
    return jsonb_build_object('result', 'ignored', 'reason', v_reason);
  end if;

  if v_status = 'authorized' then
    perform private.outbox_enqueue('nfse:' || p_provider || ':' || (p_invoice ->> 'id'), v_email,
      'nota-fiscal-emitida',
      jsonb_build_object('user_id', v_user, 'amount_cents', v_row.amount_cents, 'method', v_row.method,
                         'paid_at', v_row.paid_at, 'nfse_number', v_row.nfse_number));
  end if;
  return jsonb_build_object('result', 'applied');
end;
$$;

revoke execute on function public.billing_apply_invoice(text, text, jsonb, jsonb) from public, anon, authenticated;
grant execute on function public.billing_apply_invoice(text, text, jsonb, jsonb) to service_role;
revoke execute on function private.billing_nfse_rank(text) from public, anon, authenticated;

-- export_my_data (LGPD art. 18): the charge's payment page is the 'fatura'; 'nota_fiscal' is
-- now the NFS-e itself (number, status, document). Same function as in
-- 20261125009000_export_my_data_agenda.sql but for those keys.
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
                                           'comprovante', p.receipt_url, 'fatura', p.invoice_url,
                                           'nota_fiscal', case when p.nfse_status is null then null else
                                             jsonb_build_object('numero', p.nfse_number, 'situacao', p.nfse_status,
                                                                'documento', p.nfse_url, 'xml', p.nfse_xml_url) end,
                                           'criada_em', p.created_at)
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
