-- The reminder job and the .ics feed read the companies' local holidays too (issue 19): a
-- payment that a state or municipal holiday moves must fall on the same day in the e-mail, in
-- the calendar app and on the page. The engine adds the state's holidays from its own table;
-- the municipal ones the owner added (empresa_feriados) come from here.
create or replace function private.agenda_dados_do_usuario(p_user uuid, p_email text)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  with empresas as (
    select e.* from public.empresas e
     where e.owner_id = p_user
        or exists (select 1 from public.empresa_membros m
                    where m.empresa_id = e.id and m.email = lower(coalesce(p_email, '')))
  )
  select jsonb_build_object(
    'empresas', coalesce((select jsonb_agg(to_jsonb(e) order by e.nome, e.id) from empresas e), '[]'::jsonb),
    'marcas', coalesce((select jsonb_agg(to_jsonb(m)) from public.agenda_marcas m where m.empresa_id in (select id from empresas)), '[]'::jsonb),
    'atos', coalesce((select jsonb_agg(to_jsonb(a)) from public.atos_extraordinarios a), '[]'::jsonb),
    'feriados', coalesce((select jsonb_agg(jsonb_build_object('empresa_id', f.empresa_id, 'data', f.data, 'nome', f.nome) order by f.data)
                            from public.empresa_feriados f where f.empresa_id in (select id from empresas)), '[]'::jsonb)
  );
$$;
