-- Issue 20: a withdrawal (CDC art. 49) whose refund the provider refuses is not lost.
--
-- Before: "Desistir e receber reembolso" ended premium and marked the charges
-- refund_requested, then asked the provider once; if the provider said no (a 5xx, a timeout),
-- the user saw an error although the withdrawal was recorded, and nobody asked again.
-- Now the refund request is recorded on the charge (when asked, how many attempts, the last
-- answer, when the provider accepted it), and the daily job asks again until the provider
-- accepts. Owner and admin read these columns with the rest of the payment (RLS unchanged).
--
-- Also: the outbox can give up on an e-mail at once when the mail provider refuses it for
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

-- The refunds to ask the provider for again (the daily job's refund step).
create function public.billing_refunds_due(p_limit integer default 50)
returns table (provider text, id text, attempts integer)
language sql
security definer
set search_path = ''
as $$
  select p.provider, p.provider_payment_id, p.refund_attempts
    from public.payments p
   where p.status = 'refund_requested' and p.refund_accepted_at is null
     and p.refund_requested_at is not null and p.refund_next_attempt_at <= now()
   order by p.refund_next_attempt_at, p.id
   limit greatest(1, least(coalesce(p_limit, 50), 200));
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
  public.billing_refunds_due(integer),
  public.outbox_mark_failed(bigint, text, boolean)
  from public, anon, authenticated;
grant execute on function
  public.billing_refund_result(text, text, boolean, text),
  public.billing_refunds_due(integer),
  public.outbox_mark_failed(bigint, text, boolean)
  to service_role;
