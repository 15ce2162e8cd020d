-- Issue 20: the right of withdrawal (CDC art. 49) is counted per contract, not from the
-- customer's first payment ever.
--
-- Before: billing_request_refund counted the 7 days from the user's first paid charge of any
-- subscription, so a customer who cancelled and subscribed again months later was refused the
-- withdrawal of the new contract; and a withdrawal refunded every paid charge of every
-- subscription. Now the contract is the latest subscription: its first paid charge starts the
-- 7 days, and only its paid charges are refunded (a user with no subscription row: every charge,
-- as before). Minha assinatura decides the same way (shared/src/billing.ts contractPayments).
-- Same signature and grants as 20261125001000 (create or replace keeps them).

create or replace function public.billing_request_refund(p_user uuid, p_now timestamptz default now())
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_email text;
  v_sub bigint;
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
  -- The contract: the latest subscription (none: every charge of the user, as before).
  select s.id into v_sub from public.subscriptions s where s.user_id = p_user order by s.created_at desc, s.id desc limit 1;
  select min(p.paid_at) into v_first from public.payments p
   where p.user_id = p_user and p.paid_at is not null and (v_sub is null or p.subscription_id = v_sub);
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
     where p.user_id = p_user and p.status = 'paid' and (v_sub is null or p.subscription_id = v_sub)
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
