-- SemMultas: one user cannot flood the forum (issue 13) — in the database, so the limit holds
-- in production too (hosted Supabase runs no launcher guard): 10 new threads an hour and 30
-- replies in 10 minutes per user. Over the limit the write is refused with PT429 (HTTP 429)
-- and a Portuguese sentence that says how long to wait; a refused write does not count.
-- Triggers, so every way in counts: the RPCs, a plain INSERT (SPEC §7) or an UPDATE that
-- appends replies. Requests without a user (service role, seed, operator) are not limited.

create table private.rate_events (
  user_id uuid        not null,
  kind    text        not null,
  at      timestamptz not null default now()
);
create index rate_events_user_kind_at_idx on private.rate_events (user_id, kind, at desc);

create function private.take_rate(p_kind text, p_max integer, p_window interval, p_message text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid    uuid := (select auth.uid());
  v_oldest timestamptz;
  v_count  integer;
  v_wait   integer;
begin
  if v_uid is null then
    return;
  end if;
  delete from private.rate_events e where e.user_id = v_uid and e.kind = p_kind and e.at < now() - p_window;
  select count(*), min(e.at) into v_count, v_oldest
    from private.rate_events e where e.user_id = v_uid and e.kind = p_kind;
  if v_count >= p_max then
    v_wait := greatest(1, ceil(extract(epoch from (v_oldest + p_window - now())) / 60)::integer);
    raise exception using errcode = 'PT429',
      message = format(p_message, case when v_wait = 1 then '1 minuto' else v_wait || ' minutos' end);
  end if;
  insert into private.rate_events (user_id, kind) values (v_uid, p_kind);
end;
$$;

create function private.forum_rate_limit()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    perform private.take_rate('forum_thread', 10, interval '1 hour',
      'Você abriu muitos tópicos em pouco tempo. Aguarde %s e tente de novo; seu texto continua aqui.');
  elsif jsonb_array_length(new.responses) > jsonb_array_length(old.responses) then
    perform private.take_rate('forum_reply', 30, interval '10 minutes',
      'Você enviou muitas respostas em pouco tempo. Aguarde %s e tente de novo; seu texto continua aqui.');
  end if;
  return new;
end;
$$;

create trigger forum_rate_limit_insert
  before insert on public.forum
  for each row execute function private.forum_rate_limit();
create trigger forum_rate_limit_reply
  before update of responses on public.forum
  for each row execute function private.forum_rate_limit();

revoke all on table private.rate_events from public, anon, authenticated;
revoke execute on function private.take_rate(text, integer, interval, text), private.forum_rate_limit()
  from public, anon, authenticated;
