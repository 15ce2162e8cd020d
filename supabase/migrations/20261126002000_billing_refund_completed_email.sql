-- Issue 20: the refund of a withdrawal is announced twice — when it is asked, and when the money
-- is back.
--
-- Before: billing_request_refund queued "Desistência confirmada" with the dedupe key
-- 'refund:<provider>:<payment id>' (Decreto 7.962/2013 art. 5 §4: immediate confirmation), and
-- when the provider later reported the payment refunded, billing_apply_event queued its refund
-- e-mail with the SAME key, so the outbox dropped it and the customer never heard that the
-- money was returned. Now the completion has its own key, 'refunded:<provider>:<payment id>',
-- and its own template ('reembolso-concluido', supabase/functions/_shared/email/templates.js):
--   - a withdrawal: "Desistência confirmada" at once, "Reembolso concluído" when refunded;
--   - a refund started elsewhere (the provider's dashboard): "Reembolso solicitado" if the
--     provider reports the request, and "Reembolso concluído" when it is done;
--   - one completion e-mail per payment however often the event is delivered (the event dedupe,
--     the forward-only status and the outbox key each make sure of it).
-- billing_request_refund keeps its key and is not redefined. Below, billing_apply_event as in
-- 20261125001000_billing_refund_retry.sql (the latest definition), with only the refund branch
-- changed and whether the refund was a withdrawal added to the e-mail's data; create or replace
-- keeps its grants.

create or replace function public.billing_apply_event(
  p_provider text,
  p_event_id text,
  p_type text,
  p_payment jsonb default null,
  p_subscription jsonb default null,
  p_payload jsonb default null
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_customer text;
  v_user uuid;
  v_email text;
  v_inserted text;
  v_reason text;
  v_status text;
  v_old_found boolean;
  v_old_user uuid;
  v_old_paid_at timestamptz;
  v_sub_id bigint;
  v_sub_provider_id text;
  v_amount integer;
  v_paid_at timestamptz;
  v_new_paid boolean := false;
  v_payment_id bigint;
  v_data jsonb;
begin
  if coalesce(btrim(p_provider), '') = '' or coalesce(btrim(p_event_id), '') = '' or coalesce(btrim(p_type), '') = '' then
    raise exception using errcode = '22023', message = 'Evento de pagamento sem provedor, id ou tipo.';
  end if;
  p_payment := private.jsonb_arg(p_payment);
  p_subscription := private.jsonb_arg(p_subscription);
  p_payload := private.jsonb_arg(p_payload);
  v_customer := coalesce(p_payment ->> 'customerId', p_subscription ->> 'customerId');
  v_sub_provider_id := coalesce(p_payment ->> 'subscriptionId', p_subscription ->> 'id');

  if v_customer is not null then
    select c.user_id into v_user
      from private.billing_customers c
     where c.provider = p_provider and c.provider_customer_id = v_customer;
  end if;

  -- Dedupe first: a concurrent copy of this event waits here for the first transaction
  -- and then inserts nothing.
  insert into private.payment_events (provider, event_id, type, user_id, payload, result)
  values (p_provider, p_event_id, p_type, v_user,
          coalesce(p_payload, jsonb_build_object('payment', p_payment, 'subscription', p_subscription)),
          'applied')
  on conflict (provider, event_id) do nothing
  returning event_id into v_inserted;
  if v_inserted is null then
    return jsonb_build_object('result', 'duplicate');
  end if;

  if v_user is null then
    v_reason := 'unknown_customer';
  else
    -- Every event of one user is applied one at a time.
    select p.email into v_email from public.user_profiles p where p.id = v_user for update;
    if not found then
      v_reason := 'unknown_user';
    end if;
  end if;

  if v_reason is null and p_type like 'payment.%' then
    v_status := p_payment ->> 'status';
    v_amount := (p_payment ->> 'amountCents')::integer;
    v_paid_at := (p_payment ->> 'paidAt')::timestamptz;
    if p_payment ->> 'id' is null or private.billing_status_rank(v_status) is null or v_amount is null then
      v_reason := 'invalid_payment';
    elsif v_status in ('paid', 'refund_requested', 'refunded', 'chargeback') and v_paid_at is null then
      v_reason := 'missing_paid_at';
    elsif v_amount <> private.billing_plan_price_cents() or coalesce(p_payment ->> 'currency', 'BRL') <> 'BRL' then
      v_reason := 'amount_mismatch';
    end if;
  elsif v_reason is null and p_type not like 'subscription.%' then
    v_reason := 'unknown_type';
  end if;

  if v_reason is not null then
    update private.payment_events set result = 'ignored: ' || v_reason
     where provider = p_provider and event_id = p_event_id;
    return jsonb_build_object('result', 'ignored', 'reason', v_reason);
  end if;

  if v_sub_provider_id is not null then
    insert into public.subscriptions (user_id, provider, provider_subscription_id, method)
    values (v_user, p_provider, v_sub_provider_id, p_payment ->> 'method')
    on conflict (provider, provider_subscription_id) do nothing;
    select s.id into v_sub_id from public.subscriptions s
     where s.provider = p_provider and s.provider_subscription_id = v_sub_provider_id and s.user_id = v_user;
    if v_sub_id is not null then
      update public.subscriptions s
         set method = coalesce(p_payment ->> 'method', s.method),
             next_charge_date = greatest(s.next_charge_date,
                                         (coalesce(p_payment ->> 'nextDueDate', p_subscription ->> 'nextDueDate'))::date),
             canceled_at = case when p_type in ('subscription.canceled', 'payment.chargeback')
                                  or v_status = 'chargeback'
                                then coalesce(s.canceled_at, (p_subscription ->> 'canceledAt')::timestamptz, now())
                                else s.canceled_at end,
             updated_at = now()
       where s.id = v_sub_id;
      if p_type = 'subscription.canceled' then
        -- Says until when access lasts, like the user's own cancellation (same dedupe key:
        -- whichever arrives first is the one e-mail, so both must carry the date).
        perform private.outbox_enqueue('cancel:' || p_provider || ':' || v_sub_provider_id, v_email,
          'cancelamento-confirmado',
          jsonb_build_object('user_id', v_user,
                             'plan_expiration', (select p.plan_expiration from public.user_profiles p
                                                  where p.id = v_user
                                                    and p.plan_expiration >= (now() at time zone 'America/Sao_Paulo')::date)));
      end if;
    end if;
  end if;

  if p_type like 'payment.%' then
    select true, p.paid_at, p.user_id into v_old_found, v_old_paid_at, v_old_user
      from public.payments p
     where p.provider = p_provider and p.provider_payment_id = p_payment ->> 'id';
    if v_old_found and v_old_user is distinct from v_user then
      update private.payment_events set result = 'ignored: payment_of_other_user'
       where provider = p_provider and event_id = p_event_id;
      return jsonb_build_object('result', 'ignored', 'reason', 'payment_of_other_user');
    end if;

    insert into public.payments as p (user_id, subscription_id, provider, provider_payment_id, amount_cents,
                                      currency, method, status, status_rank, due_date, paid_at, refunded_at,
                                      receipt_url, invoice_url)
    values (v_user, v_sub_id, p_provider, p_payment ->> 'id', v_amount,
            coalesce(p_payment ->> 'currency', 'BRL'), p_payment ->> 'method', v_status,
            private.billing_status_rank(v_status), (p_payment ->> 'dueDate')::date, v_paid_at,
            case when v_status in ('refunded', 'chargeback') then now() end,
            p_payment ->> 'receiptUrl', p_payment ->> 'invoiceUrl')
    on conflict (provider, provider_payment_id) do update
       set status = excluded.status,
           status_rank = excluded.status_rank,
           paid_at = coalesce(p.paid_at, excluded.paid_at),
           refunded_at = coalesce(p.refunded_at, excluded.refunded_at),
           method = coalesce(excluded.method, p.method),
           due_date = coalesce(p.due_date, excluded.due_date),
           subscription_id = coalesce(p.subscription_id, excluded.subscription_id),
           receipt_url = coalesce(excluded.receipt_url, p.receipt_url),
           invoice_url = coalesce(excluded.invoice_url, p.invoice_url),
           updated_at = now()
     where excluded.status_rank > p.status_rank
    returning p.id into v_payment_id;

    if v_payment_id is null then
      -- Same or lower status than what is stored: a late or repeated event, nothing moves.
      update private.payment_events set result = 'ignored: stale_status'
       where provider = p_provider and event_id = p_event_id;
      return jsonb_build_object('result', 'ignored', 'reason', 'stale_status');
    end if;

    v_new_paid := v_paid_at is not null and v_old_paid_at is null;
    v_data := jsonb_build_object('user_id', v_user, 'amount_cents', v_amount, 'method', p_payment ->> 'method',
                                 'paid_at', v_paid_at, 'receipt_url', p_payment ->> 'receiptUrl',
                                 'invoice_url', p_payment ->> 'invoiceUrl', 'due_date', p_payment ->> 'dueDate',
                                 'payment_url', p_payment ->> 'paymentUrl');

    -- The admin's list of subscription payments (DECISIONS 13) gains one row per charge,
    -- the first time it is known to have been paid (a refund arriving first counts too).
    if v_new_paid then
      insert into public.assinaturas_plano (email, created_at) values (v_email, v_paid_at);
    end if;

    if v_status = 'paid' then
      perform private.outbox_enqueue('payment-paid:' || p_provider || ':' || (p_payment ->> 'id'), v_email,
        'pagamento-confirmado', v_data);
    elsif v_status = 'pending' then
      perform private.outbox_enqueue('payment-pending:' || p_provider || ':' || (p_payment ->> 'id'), v_email,
        'cobranca-gerada', v_data);
    elsif v_status in ('failed', 'overdue') then
      perform private.outbox_enqueue('payment-' || v_status || ':' || p_provider || ':' || (p_payment ->> 'id'), v_email,
        'pagamento-' || case v_status when 'failed' then 'recusado' else 'vencido' end, v_data);
    elsif v_status = 'refund_requested' then
      -- A withdrawal queued this key already ("Desistência confirmada"): then nothing more.
      perform private.outbox_enqueue('refund:' || p_provider || ':' || (p_payment ->> 'id'), v_email,
        'reembolso-confirmado', v_data);
    elsif v_status = 'refunded' then
      perform private.outbox_enqueue('refunded:' || p_provider || ':' || (p_payment ->> 'id'), v_email,
        'reembolso-concluido',
        v_data || jsonb_build_object('desistencia',
                                     (select p.refund_requested_at is not null from public.payments p where p.id = v_payment_id)));
    elsif v_status = 'chargeback' then
      perform private.outbox_enqueue('chargeback:' || p_provider || ':' || (p_payment ->> 'id'), v_email,
        'estorno-recebido', v_data);
    end if;
  end if;

  perform private.billing_recompute(v_user);
  return jsonb_build_object('result', 'applied');
end;
$$;
