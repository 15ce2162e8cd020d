-- Issue 20: a withdrawal (CDC art. 49) whose refund the provider refuses is not lost.
--
-- Before: "Desistir e receber reembolso" ended premium and marked the charges
-- refund_requested, then asked the provider once; if the provider said no (a 5xx, a timeout),
-- the user saw an error although the withdrawal was recorded, and nobody asked again.
-- Now the refund request is recorded on the charge (when asked, how many attempts, the last
-- answer, when the provider accepted it), and the daily job asks again until the provider
-- accepts. Owner and admin read these columns with the rest of the payment (RLS unchanged).
--
-- Also: the "subscription canceled" e-mail always says until when access lasts, and the
-- outbox can give up on an e-mail at once when the mail provider refuses it for
-- good (a 4xx such as an invalid address), instead of retrying it ten times.

alter table public.payments
  add column refund_requested_at     timestamptz,
  add column refund_accepted_at      timestamptz,
  add column refund_attempts         integer not null default 0,
  add column refund_next_attempt_at  timestamptz,
  -- Our own short description of the provider's answer (HTTP status), never its raw body.
  add column refund_last_error       text;
comment on column public.payments.refund_accepted_at is
  'When the provider accepted the refund request (the refunded webhook then moves the status on).';

create index payments_refund_due_idx on public.payments (refund_next_attempt_at)
  where status = 'refund_requested' and refund_accepted_at is null;

-- Same contract as before (billing.sql), plus: the charges are stamped with the request, and
-- only the ones the provider has not yet accepted are returned for the caller to refund.
create or replace function public.billing_request_refund(p_user uuid, p_now timestamptz default now())
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_email text;
  v_first timestamptz;
  v_days integer;
  v_payments jsonb;
  v_subs jsonb;
  r record;
begin
  select p.email into v_email from public.user_profiles p where p.id = p_user for update;
  if not found then
    raise exception using errcode = '42501', message = 'Usuário não encontrado.';
  end if;
  select min(p.paid_at) into v_first from public.payments p where p.user_id = p_user and p.paid_at is not null;
  if v_first is null then
    raise exception using errcode = '22023', message = 'Não há pagamento para reembolsar.';
  end if;
  v_days := (p_now at time zone 'America/Sao_Paulo')::date - (v_first at time zone 'America/Sao_Paulo')::date;
  if v_days > 7 then
    raise exception using errcode = '22023',
      message = format('O prazo de 7 dias para desistir terminou em %s.',
                       to_char((v_first at time zone 'America/Sao_Paulo')::date + 7, 'DD/MM/YYYY'));
  end if;

  for r in
    update public.payments p
       set status = 'refund_requested', status_rank = private.billing_status_rank('refund_requested'),
           refund_requested_at = now(), refund_next_attempt_at = now(), updated_at = now()
     where p.user_id = p_user and p.status = 'paid'
    returning p.provider, p.provider_payment_id, p.amount_cents, p.method
  loop
    perform private.outbox_enqueue('refund:' || r.provider || ':' || r.provider_payment_id, v_email,
      'reembolso-confirmado',
      jsonb_build_object('user_id', p_user, 'amount_cents', r.amount_cents, 'method', r.method, 'desistencia', true));
  end loop;

  select coalesce(jsonb_agg(jsonb_build_object('provider', p.provider, 'id', p.provider_payment_id)), '[]'::jsonb)
    into v_payments
    from public.payments p
   where p.user_id = p_user and p.status = 'refund_requested' and p.refund_accepted_at is null;

  update public.subscriptions s set canceled_at = coalesce(s.canceled_at, now()), status = 'canceled', updated_at = now()
   where s.user_id = p_user;
  select coalesce(jsonb_agg(jsonb_build_object('provider', s.provider, 'id', s.provider_subscription_id)), '[]'::jsonb)
    into v_subs from public.subscriptions s where s.user_id = p_user;

  perform private.billing_recompute(p_user);
  return jsonb_build_object('refund', v_payments, 'canceled', v_subs);
end;
$$;

-- What the provider answered to one refund request. A refusal is asked again after 5 min,
-- 10, 20 … at most 6 hours later (the daily job, hourly locally, picks it up), for as long as
-- it takes: the customer's right to the refund does not expire.
create function public.billing_refund_result(p_provider text, p_payment_id text, p_ok boolean, p_error text default null)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_row record;
begin
  update public.payments p
     set refund_attempts = p.refund_attempts + 1,
         refund_accepted_at = case when p_ok then coalesce(p.refund_accepted_at, now()) else p.refund_accepted_at end,
         refund_last_error = case when p_ok then null else left(coalesce(p_error, 'recusado'), 200) end,
         refund_next_attempt_at = case when p_ok then null
                                       else now() + least(interval '6 hours', interval '5 minutes' * power(2, least(p.refund_attempts, 10))) end,
         updated_at = now()
   where p.provider = p_provider and p.provider_payment_id = p_payment_id
     and p.refund_requested_at is not null
  returning p.refund_attempts, p.refund_accepted_at, p.refund_next_attempt_at into v_row;
  if not found then
    raise exception using errcode = '22023', message = 'Reembolso não solicitado para esta cobrança.';
  end if;
  return jsonb_build_object('attempts', v_row.refund_attempts, 'accepted_at', v_row.refund_accepted_at,
                            'next_attempt_at', v_row.refund_next_attempt_at);
end;
$$;

-- The refunds to ask the provider for again (the daily job's refund step). p_now: the job
-- may be run as of a later moment (an operator catching up; the tests' clock).
create function public.billing_refunds_due(p_limit integer default 50, p_now timestamptz default now())
returns table (provider text, id text, attempts integer)
language sql
security definer
set search_path = ''
as $$
  select p.provider, p.provider_payment_id, p.refund_attempts
    from public.payments p
   where p.status = 'refund_requested' and p.refund_accepted_at is null
     and p.refund_requested_at is not null and p.refund_next_attempt_at <= coalesce(p_now, now())
   order by p.refund_next_attempt_at, p.id
   limit greatest(1, least(coalesce(p_limit, 50), 200));
$$;

-- The provider's "subscription canceled" webhook and the user's own cancellation queue the same
-- e-mail (one dedupe key); the webhook often arrives first (the provider is told before the
-- database), and its e-mail lacked the date access lasts until. Same function as in
-- 20261124001000_billing.sql, but for that e-mail's data.
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
    elsif v_status in ('refund_requested', 'refunded') then
      perform private.outbox_enqueue('refund:' || p_provider || ':' || (p_payment ->> 'id'), v_email,
        'reembolso-confirmado', v_data);
    elsif v_status = 'chargeback' then
      perform private.outbox_enqueue('chargeback:' || p_provider || ':' || (p_payment ->> 'id'), v_email,
        'estorno-recebido', v_data);
    end if;
  end if;

  perform private.billing_recompute(v_user);
  return jsonb_build_object('result', 'applied');
end;
$$;
-- The outbox: p_permanent gives up at once (the mail provider refused the message itself).
drop function public.outbox_mark_failed(bigint, text);
create function public.outbox_mark_failed(p_id bigint, p_error text, p_permanent boolean default false)
returns void
language sql
security definer
set search_path = ''
as $$
  update private.email_outbox
     set locked_until = null,
         last_error = left(p_error, 1000),
         next_attempt_at = now() + least(interval '6 hours', interval '1 minute' * power(2, greatest(attempts - 1, 0))),
         failed_at = case when p_permanent or attempts >= 10 then now() end
   where id = p_id;
$$;

revoke execute on function
  public.billing_refund_result(text, text, boolean, text),
  public.billing_refunds_due(integer, timestamptz),
  public.outbox_mark_failed(bigint, text, boolean)
  from public, anon, authenticated;
grant execute on function
  public.billing_refund_result(text, text, boolean, text),
  public.billing_refunds_due(integer, timestamptz),
  public.outbox_mark_failed(bigint, text, boolean)
  to service_role;
