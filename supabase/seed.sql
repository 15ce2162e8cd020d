-- SemMultas: demo content and accounts for the LOCAL database only.
-- Loaded once, right after the migrations, when the local API starts on a new database
-- (pnpm db:start / pnpm start; pnpm db:reset recreates it). Never run against production.
--
-- State ids (DECISIONS 7): 1 Acre, 2 Alagoas, 3 Amapá, 4 Amazonas, 5 Bahia, 6 Ceará,
-- 7 Distrito Federal, 8 Espírito Santo, 9 Goiás, 10 Maranhão, 11 Mato Grosso,
-- 12 Mato Grosso do Sul, 13 Minas Gerais, 14 Pará, 15 Paraíba, 16 Paraná, 17 Pernambuco,
-- 18 Piauí, 19 Rio de Janeiro, 20 Rio Grande do Norte, 21 Rio Grande do Sul, 22 Rondônia,
-- 23 Roraima, 24 Santa Catarina, 25 São Paulo, 26 Sergipe, 27 Tocantins;
-- 28 Receita Federal, 29 Relacionadas, 30 all states.

-- ---------------------------------------------------------------------------------------
-- Demo accounts (bcrypt hashes of the documented passwords). The on_auth_user_created
-- trigger creates their user_profiles rows; the plan and admin flags are set below.
--   admin@semmultas.dev    / Admin#2026     admin
--   premium@semmultas.dev  / Premium#2026   plan valid for one year
--   gratis@semmultas.dev   / Gratis#2026    free
--   expirado@semmultas.dev / Expirado#2026  plan expired
-- ---------------------------------------------------------------------------------------
insert into auth.users (
  id, aud, role, email, encrypted_password, email_confirmed_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
  confirmation_token, recovery_token, email_change, email_change_token_new
) values
  ('5e3d0000-0000-4000-8000-000000000001', 'authenticated', 'authenticated', 'admin@semmultas.dev',
   '$2a$10$i1YNbX0AFf9aS5kYsqjuPu2xRM/J7eFLWAwj1Qnw/zwlZ5IKXz7yO', now(),
   '{"provider":"email","providers":["email"]}', '{}', now() - interval '400 days', now(), '', '', '', ''),
  ('5e3d0000-0000-4000-8000-000000000002', 'authenticated', 'authenticated', 'premium@semmultas.dev',
   '$2a$10$heL3Mx0MbFbozyo2ko7DBuHN4HibPvhsMfeBbE9ZsUAK1cYQc4pS2', now(),
   '{"provider":"email","providers":["email"]}', '{}', now() - interval '200 days', now(), '', '', '', ''),
  ('5e3d0000-0000-4000-8000-000000000003', 'authenticated', 'authenticated', 'gratis@semmultas.dev',
   '$2a$10$auUm/coi6BF2109YTmQ7QuqpX6YjwoiSBExCA5pER3r6vK.waRJ3q', now(),
   '{"provider":"email","providers":["email"]}', '{}', now() - interval '90 days', now(), '', '', '', ''),
  ('5e3d0000-0000-4000-8000-000000000004', 'authenticated', 'authenticated', 'expirado@semmultas.dev',
   '$2a$10$MQsQt4fwAY16ZnkAm5HtsuhIC.16K3NBA3PK5BYPfdn8xUzj9x9pG', now(),
   '{"provider":"email","providers":["email"]}', '{}', now() - interval '300 days', now(), '', '', '', '');

insert into auth.identities (id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
select gen_random_uuid(), u.id::text, u.id,
       jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', true),
       'email', now(), now(), now()
  from auth.users u
 where u.email in ('admin@semmultas.dev', 'premium@semmultas.dev', 'gratis@semmultas.dev', 'expirado@semmultas.dev');

update public.user_profiles set is_admin = true
 where email = 'admin@semmultas.dev';
update public.user_profiles
   set is_premium = true, plan_expiration = (now() at time zone 'America/Sao_Paulo')::date + 365
 where email = 'premium@semmultas.dev';
update public.user_profiles
   set is_premium = true, plan_expiration = (now() at time zone 'America/Sao_Paulo')::date - 15
 where email = 'expirado@semmultas.dev';

-- ---------------------------------------------------------------------------------------
-- posts: the 27 SEFAZ portals (type 1: new tab)
-- ---------------------------------------------------------------------------------------
insert into public.posts (title, description, link_url, state_id, type_link) values
  ('Portal da SEFAZ Acre', 'Secretaria de Estado da Fazenda do Acre: ICMS, IPVA, ITCMD e serviços ao contribuinte.', 'https://sefaz.ac.gov.br/', 1, 1),
  ('Portal da SEFAZ Alagoas', 'Secretaria de Estado da Fazenda de Alagoas: serviços, legislação e atendimento.', 'https://www.sefaz.al.gov.br/', 2, 1),
  ('Portal da SEFAZ Amapá', 'Secretaria de Estado da Fazenda do Amapá: ICMS, IPVA e documentos fiscais.', 'https://www.sefaz.ap.gov.br/', 3, 1),
  ('Portal da SEFAZ Amazonas', 'Secretaria de Estado da Fazenda do Amazonas: ICMS, Zona Franca e serviços on-line.', 'https://www.sefaz.am.gov.br/', 4, 1),
  ('Portal da SEFAZ Bahia', 'Secretaria da Fazenda do Estado da Bahia: inspetoria eletrônica, ICMS e IPVA.', 'https://www.sefaz.ba.gov.br/', 5, 1),
  ('Portal da SEFAZ Ceará', 'Secretaria da Fazenda do Ceará: serviços ao contribuinte, ICMS e legislação.', 'https://www.sefaz.ce.gov.br/', 6, 1),
  ('Receita do Distrito Federal', 'Secretaria de Economia do DF — Receita: agência virtual, ICMS, ISS, IPVA e IPTU.', 'https://www.receita.fazenda.df.gov.br/', 7, 1),
  ('Portal da SEFAZ Espírito Santo', 'Secretaria da Fazenda do Espírito Santo: agência virtual e serviços de ICMS.', 'https://internet.sefaz.es.gov.br/', 8, 1),
  ('Secretaria da Economia de Goiás', 'Fazenda estadual de Goiás: ICMS, IPVA, ITCD e atendimento ao contribuinte.', 'https://goias.gov.br/economia/', 9, 1),
  ('Portal da SEFAZ Maranhão', 'Secretaria de Estado da Fazenda do Maranhão: serviços e legislação tributária.', 'https://www.sefaz.ma.gov.br/', 10, 1),
  ('Portal da SEFAZ Mato Grosso', 'Secretaria de Estado de Fazenda de Mato Grosso: e-Process, ICMS e IPVA.', 'https://www.sefaz.mt.gov.br/', 11, 1),
  ('Portal da SEFAZ Mato Grosso do Sul', 'Secretaria de Estado de Fazenda de MS: ICMS, IPVA e serviços on-line.', 'https://www.sefaz.ms.gov.br/', 12, 1),
  ('Secretaria de Estado de Fazenda de Minas Gerais', 'SEF/MG: ICMS, IPVA, ITCD, legislação e SIARE.', 'https://www.fazenda.mg.gov.br/', 13, 1),
  ('Portal da SEFA Pará', 'Secretaria de Estado da Fazenda do Pará: ICMS, IPVA e serviços ao contribuinte.', 'https://www.sefa.pa.gov.br/', 14, 1),
  ('Portal da SEFAZ Paraíba', 'Secretaria de Estado da Fazenda da Paraíba: ATF, ICMS e IPVA.', 'https://www.sefaz.pb.gov.br/', 15, 1),
  ('Secretaria da Fazenda do Paraná', 'SEFA/PR: política fiscal, finanças e acesso à Receita Estadual.', 'https://www.fazenda.pr.gov.br/', 16, 1),
  ('Portal da SEFAZ Pernambuco', 'Secretaria da Fazenda de Pernambuco: ARE virtual, ICMS e IPVA.', 'https://www.sefaz.pe.gov.br/', 17, 1),
  ('Portal da SEFAZ Piauí', 'Secretaria da Fazenda do Piauí: serviços, ICMS e legislação.', 'https://portal.sefaz.pi.gov.br/', 18, 1),
  ('Portal da Fazenda do Rio de Janeiro', 'SEFAZ-RJ: ICMS, IPVA, ITD, legislação e serviços ao contribuinte.', 'https://portal.fazenda.rj.gov.br/', 19, 1),
  ('Secretaria da Fazenda do Rio Grande do Norte', 'SEFAZ-RN: UVT, ICMS, IPVA e serviços on-line.', 'https://www.set.rn.gov.br/', 20, 1),
  ('Receita Estadual do Rio Grande do Sul', 'Receita Estadual RS: ICMS, IPVA, ITCD e serviços ao contribuinte.', 'https://receita.fazenda.rs.gov.br/', 21, 1),
  ('Portal da SEFIN Rondônia', 'Secretaria de Estado de Finanças de Rondônia: ICMS, IPVA e serviços.', 'https://www.sefin.ro.gov.br/', 22, 1),
  ('Portal da SEFAZ Roraima', 'Secretaria de Estado da Fazenda de Roraima: ICMS, IPVA e legislação.', 'https://www.sefaz.rr.gov.br/', 23, 1),
  ('Secretaria da Fazenda de Santa Catarina', 'SEF/SC: SAT, ICMS, IPVA e legislação tributária.', 'https://www.sef.sc.gov.br/', 24, 1),
  ('Portal da Fazenda de São Paulo', 'Secretaria da Fazenda e Planejamento de SP: ICMS, IPVA, ITCMD e serviços.', 'https://portal.fazenda.sp.gov.br/', 25, 1),
  ('Portal da SEFAZ Sergipe', 'Secretaria de Estado da Fazenda de Sergipe: ICMS, IPVA e serviços.', 'https://www.sefaz.se.gov.br/', 26, 1),
  ('Secretaria da Fazenda do Tocantins', 'SEFAZ-TO: ICMS, IPVA, ITCD e atendimento ao contribuinte.', 'https://www.to.gov.br/sefaz', 27, 1);

-- Services of the largest states (type 1)
insert into public.posts (title, description, link_url, state_id, type_link) values
  -- São Paulo (25)
  ('Posto Fiscal Eletrônico (PFE)', 'Acesso ao PFE da SEFAZ-SP: GIA, DEC, parcelamentos e demais serviços do contribuinte paulista.', 'https://pfe.fazenda.sp.gov.br/', 25, 1),
  ('CADESP — Cadastro de Contribuintes do ICMS', 'Consulta pública e atualização do cadastro de contribuintes do ICMS de São Paulo.', 'https://www.cadesp.fazenda.sp.gov.br/', 25, 1),
  ('Nota Fiscal Paulista', 'Programa de cidadania fiscal: consulta de créditos e sorteios da Nota Fiscal Paulista.', 'https://portal.fazenda.sp.gov.br/servicos/nfp', 25, 1),
  ('IPVA São Paulo', 'Consulta de débitos, calendário e pagamento do IPVA em São Paulo.', 'https://portal.fazenda.sp.gov.br/servicos/ipva', 25, 1),
  ('Dívida Ativa do Estado de São Paulo', 'PGE-SP: consulta e regularização de débitos inscritos em dívida ativa.', 'https://www.dividaativa.pge.sp.gov.br/', 25, 1),
  -- Minas Gerais (13)
  ('SIARE — Sistema Integrado de Administração da Receita', 'Serviços on-line da SEF/MG: DAE, certidões, parcelamentos e cadastro.', 'https://www2.fazenda.mg.gov.br/sol/', 13, 1),
  ('Legislação Tributária de Minas Gerais', 'RICMS/MG, decretos, resoluções e consultas de contribuintes.', 'https://www.fazenda.mg.gov.br/empresas/legislacao_tributaria/', 13, 1),
  ('IPVA Minas Gerais', 'Valores, calendário de vencimentos e emissão de guias do IPVA em MG.', 'https://www.fazenda.mg.gov.br/cidadaos/ipva/', 13, 1),
  -- Rio de Janeiro (19)
  ('Legislação Tributária do RJ', 'Regulamento do ICMS, leis, decretos e resoluções da SEFAZ-RJ.', 'https://portal.fazenda.rj.gov.br/legislacao/', 19, 1),
  ('DEC — Domicílio Eletrônico do Contribuinte (RJ)', 'Caixa postal oficial da SEFAZ-RJ para comunicações e intimações.', 'https://portal.fazenda.rj.gov.br/dec/', 19, 1),
  ('IPVA Rio de Janeiro', 'Calendário, consulta de débitos e emissão de guia do IPVA no RJ.', 'https://portal.fazenda.rj.gov.br/ipva/', 19, 1),
  -- Paraná (16)
  ('Receita Estadual do Paraná', 'Receita/PR: serviços, ICMS, IPVA, ITCMD e legislação estadual.', 'https://www.receita.pr.gov.br/', 16, 1),
  ('Nota Paraná', 'Programa de cidadania fiscal do Paraná: créditos, sorteios e entidades.', 'https://notaparana.pr.gov.br/', 16, 1),
  ('Certidão Negativa de Débitos — Paraná', 'Emissão da certidão de regularidade fiscal estadual do Paraná.', 'https://www.cdw.fazenda.pr.gov.br/cdw/emissao/certidaoAutomatica', 16, 1),
  -- Bahia (5)
  ('Inspetoria Eletrônica da SEFAZ-BA', 'Serviços on-line do contribuinte baiano: certidões, DAE, cadastro e parcelamento.', 'https://www.sefaz.ba.gov.br/inspetoria-eletronica/', 5, 1),
  ('Nota Premiada Bahia', 'Campanha de cidadania fiscal da Bahia: cadastro, cupons e sorteios.', 'https://www.notapremiada.ba.gov.br/', 5, 1),
  ('Domicílio Tributário Eletrônico (DT-e) — Bahia', 'Comunicações oficiais da SEFAZ-BA ao contribuinte credenciado.', 'https://dte.sefaz.ba.gov.br/', 5, 1);

-- Shared by every state (30)
insert into public.posts (title, description, link_url, state_id, type_link) values
  ('SINTEGRA — Consulta de contribuintes do ICMS', 'Consulte a inscrição estadual de clientes e fornecedores em qualquer UF antes de emitir a nota.', 'http://www.sintegra.gov.br/', 30, 1),
  ('GNRE On-line', 'Guia Nacional de Recolhimento de Tributos Estaduais: ICMS-ST, DIFAL e FCP devidos a outra UF.', 'https://www.gnre.pe.gov.br/gnre/portal/GNRE_Principal.jsp', 30, 1),
  ('Portal do CT-e', 'Conhecimento de Transporte Eletrônico: legislação, schemas e consulta.', 'https://www.cte.fazenda.gov.br/portal/', 30, 0),
  ('Portal do MDF-e', 'Manifesto Eletrônico de Documentos Fiscais: documentação e consulta.', 'https://dfe-portal.svrs.rs.gov.br/Mdfe', 30, 1);

insert into public.posts (title, description, link_url, state_id, type_link, html_archive) values
  ('Alíquotas interestaduais do ICMS', 'Resumo das alíquotas nas operações entre estados (Resoluções do Senado 22/1989 e 13/2012).', null, 30, 2,
$html$<h2>Alíquotas interestaduais do ICMS</h2>
<p>Nas operações entre contribuintes de estados diferentes, o ICMS é calculado com a <strong>alíquota interestadual</strong>, fixada pelo Senado Federal. A diferença até a alíquota interna do destino (DIFAL) é devida à UF de destino quando o adquirente é consumidor final.</p>
<table>
  <thead><tr><th>Origem</th><th>Destino</th><th>Alíquota</th></tr></thead>
  <tbody>
    <tr><td>Sul e Sudeste (exceto ES)</td><td>Norte, Nordeste, Centro-Oeste e ES</td><td>7%</td></tr>
    <tr><td>Sul e Sudeste (exceto ES)</td><td>Sul e Sudeste (exceto ES)</td><td>12%</td></tr>
    <tr><td>Norte, Nordeste, Centro-Oeste e ES</td><td>Qualquer UF</td><td>12%</td></tr>
    <tr><td>Qualquer UF — mercadoria importada (conteúdo de importação &gt; 40%)</td><td>Qualquer UF</td><td>4%</td></tr>
  </tbody>
</table>
<h3>Pontos de atenção</h3>
<ul>
  <li>A alíquota de 4% (Resolução do Senado 13/2012) exige a Ficha de Conteúdo de Importação (FCI) e a indicação do número da FCI na NF-e.</li>
  <li>Nas vendas a consumidor final não contribuinte, o DIFAL segue a LC 190/2022 e é recolhido por GNRE ou inscrição no estado de destino.</li>
  <li>Confira sempre a legislação da UF de destino: benefícios fiscais e o Fundo de Combate à Pobreza (FCP) alteram a carga final.</li>
</ul>
<p><em>Conteúdo informativo. Confirme a regra vigente com o seu contador antes de emitir o documento fiscal.</em></p>$html$);

-- Receita Federal (28)
insert into public.posts (title, description, link_url, state_id, type_link) values
  ('Portal da Receita Federal', 'Página oficial da Receita Federal do Brasil no gov.br.', 'https://www.gov.br/receitafederal/pt-br', 28, 0),
  ('e-CAC — Centro Virtual de Atendimento', 'Caixa postal, situação fiscal, parcelamentos e declarações da empresa e da pessoa física.', 'https://cav.receita.fazenda.gov.br/autenticacao/login', 28, 1),
  ('Comprovante de Inscrição no CNPJ', 'Consulta pública do cartão CNPJ, situação cadastral e atividades econômicas.', 'https://solucoes.receita.fazenda.gov.br/servicos/cnpjreva/cnpjreva_solicitacao.asp', 28, 1),
  ('Situação cadastral do CPF', 'Consulta pública da situação cadastral de um CPF.', 'https://servicos.receita.fazenda.gov.br/servicos/cpf/consultasituacao/consultapublica.asp', 28, 1),
  ('Certidão de Débitos Relativos a Tributos Federais', 'Emissão da certidão negativa (ou positiva com efeitos de negativa) da pessoa jurídica.', 'https://solucoes.receita.fazenda.gov.br/Servicos/certidaointernet/PJ/Emitir', 28, 1),
  ('Meu Imposto de Renda', 'Declaração, restituição e orientações do IRPF.', 'https://www.gov.br/receitafederal/pt-br/assuntos/meu-imposto-de-renda', 28, 1);

insert into public.posts (title, description, link_url, state_id, type_link, html_archive) values
  ('Agenda das principais obrigações federais', 'Prazos mensais que mais geram multas para pequenas empresas.', null, 28, 2,
$html$<h2>Agenda das principais obrigações federais</h2>
<p>Os prazos abaixo valem para a maioria das empresas do lucro presumido e do lucro real. Quando o vencimento cai em dia não útil, confira na agenda tributária oficial se ele é antecipado ou prorrogado.</p>
<ul>
  <li><strong>Dia 15</strong> — EFD-Reinf e DCTFWeb do mês anterior (eventos periódicos).</li>
  <li><strong>Dia 20</strong> — DARF da contribuição previdenciária e do IRRF sobre salários (via DCTFWeb).</li>
  <li><strong>Dia 25</strong> — PIS/Pasep e Cofins (regra geral); IPI conforme o código da TIPI.</li>
  <li><strong>10º dia útil do 2º mês</strong> — EFD-Contribuições.</li>
  <li><strong>Último dia útil</strong> — IRPJ e CSLL trimestrais (quota única ou 1ª quota).</li>
</ul>
<p>Multa por atraso na entrega de declarações federais: em regra 2% ao mês-calendário sobre os tributos informados, limitada a 20%, com valores mínimos. Entregar em dia é a forma mais simples de evitar autuação.</p>
<p><em>Conteúdo informativo. Consulte a Agenda Tributária da Receita Federal para o mês corrente.</em></p>$html$);

-- Relacionadas (29)
insert into public.posts (title, description, link_url, state_id, type_link) values
  ('CONFAZ — Conselho Nacional de Política Fazendária', 'Convênios, protocolos e ajustes SINIEF que harmonizam o ICMS entre os estados.', 'https://www.confaz.fazenda.gov.br/', 29, 0),
  ('Convênios ICMS (CONFAZ)', 'Texto atualizado dos convênios ICMS, por ano.', 'https://www.confaz.fazenda.gov.br/legislacao/convenios', 29, 1),
  ('Portal do Simples Nacional', 'PGDAS-D, DEFIS, opção, parcelamentos e legislação do Simples Nacional.', 'https://www8.receita.fazenda.gov.br/SimplesNacional/', 29, 1),
  ('Portal Nacional da NF-e', 'Nota Fiscal Eletrônica: consulta, manuais, notas técnicas e disponibilidade dos autorizadores.', 'https://www.nfe.fazenda.gov.br/portal/principal.aspx', 29, 1),
  ('Portal do SPED', 'Sistema Público de Escrituração Digital: EFD ICMS/IPI, EFD-Contribuições, ECD e ECF.', 'https://sped.rfb.gov.br/', 29, 1),
  ('Portal do Empreendedor (MEI)', 'Formalização, DAS e declaração anual do Microempreendedor Individual.', 'https://www.gov.br/empresas-e-negocios/pt-br/empreendedor', 29, 1);

insert into public.posts (title, description, link_url, state_id, type_link, html_archive) values
  ('Glossário: ICMS, ST, DIFAL e MVA', 'Os termos do ICMS que aparecem em toda nota fiscal, explicados em poucas linhas.', null, 29, 2,
$html$<h2>Glossário rápido do ICMS</h2>
<dl>
  <dt><strong>ICMS</strong></dt>
  <dd>Imposto estadual sobre a circulação de mercadorias e sobre serviços de transporte interestadual e intermunicipal e de comunicação.</dd>
  <dt><strong>Substituição tributária (ST)</strong></dt>
  <dd>Regime em que um contribuinte da cadeia (em regra o fabricante ou importador) recolhe antecipadamente o ICMS das operações seguintes.</dd>
  <dt><strong>MVA</strong></dt>
  <dd>Margem de Valor Agregado: percentual somado à base de cálculo para estimar o preço ao consumidor final no cálculo do ICMS-ST. Nas operações interestaduais usa-se a MVA ajustada.</dd>
  <dt><strong>DIFAL</strong></dt>
  <dd>Diferencial de alíquotas: diferença entre a alíquota interna do estado de destino e a alíquota interestadual, devida ao destino.</dd>
  <dt><strong>FCP</strong></dt>
  <dd>Fundo de Combate à Pobreza: adicional de até 2 pontos percentuais cobrado por vários estados sobre produtos específicos.</dd>
  <dt><strong>CEST</strong></dt>
  <dd>Código Especificador da Substituição Tributária: identifica na NF-e as mercadorias sujeitas a ST (Convênio ICMS 142/2018).</dd>
</dl>$html$);

-- ---------------------------------------------------------------------------------------
-- conteudos: six tax tips (0), three partner accountants (1), three app recommendations (2)
-- The partner firms are fictitious examples for the demo.
-- ---------------------------------------------------------------------------------------
insert into public.conteudos (title, type, author, data, image, content) values
  ('Confira a inscrição estadual do cliente antes de emitir a NF-e', 0, 'Equipe SemMultas', date '2026-03-02', null,
$html$<p>Uma nota emitida para um destinatário com inscrição estadual <strong>suspensa, baixada ou inexistente</strong> pode ser considerada inidônea, e o crédito de ICMS do cliente acaba glosado. Quem sofre a cobrança, muitas vezes, é o emitente.</p>
<h3>Como evitar</h3>
<ul>
  <li>Consulte o SINTEGRA ou o Cadastro Centralizado de Contribuintes (CCC) no momento do pedido, não só no cadastro inicial.</li>
  <li>Verifique se o cliente é contribuinte do ICMS: isso muda o indicador da IE do destinatário e o cálculo do DIFAL.</li>
  <li>Guarde o comprovante da consulta junto ao pedido: ele demonstra a sua boa-fé numa fiscalização.</li>
</ul>
<p>Dez segundos de consulta evitam uma multa que, em muitos estados, passa de 20% do valor da operação.</p>$html$),

  ('DIFAL: quando a venda para outro estado gera imposto a mais', 0, 'Equipe SemMultas', date '2026-04-14', null,
$html$<p>Desde a Emenda Constitucional 87/2015, regulamentada pela <strong>Lei Complementar 190/2022</strong>, a venda para consumidor final de outro estado divide o ICMS entre origem e destino.</p>
<ul>
  <li><strong>Consumidor final contribuinte</strong> (ex.: empresa comprando para uso e consumo): o próprio comprador recolhe o DIFAL no seu estado.</li>
  <li><strong>Consumidor final não contribuinte</strong> (ex.: pessoa física no e-commerce): o vendedor recolhe o DIFAL para o estado de destino, por GNRE a cada operação ou por inscrição estadual no destino.</li>
</ul>
<p>O cálculo usa a alíquota interna do destino menos a interestadual sobre a base "por dentro". Use a Calculadora de ICMS do SemMultas para simular antes de fechar o preço.</p>$html$),

  ('Substituição tributária: confira NCM, CEST e MVA antes de vender', 0, 'Equipe SemMultas', date '2026-05-20', null,
$html$<p>Produtos sujeitos à substituição tributária exigem o <strong>CEST</strong> na NF-e e o cálculo do ICMS-ST com a MVA correta. Um NCM errado leva a ST indevida (imposto pago a mais) ou à falta de recolhimento (autuação com multa e juros).</p>
<ol>
  <li>Confirme o NCM do produto com o fabricante ou pela TIPI.</li>
  <li>Procure o NCM e o CEST nos anexos de ST do estado de destino e nos protocolos e convênios do CONFAZ.</li>
  <li>Nas operações interestaduais aplique a MVA ajustada, quando o estado a exigir.</li>
</ol>
<p>Revise a tabela de ST pelo menos a cada trimestre: os estados alteram anexos e margens com frequência.</p>$html$),

  ('Guarde os XML das notas por pelo menos cinco anos', 0, 'Equipe SemMultas', date '2026-06-08', null,
$html$<p>O documento fiscal válido é o <strong>arquivo XML</strong> assinado, e não o DANFE impresso. Emitente e destinatário são obrigados a guardá-lo enquanto o Fisco puder cobrar o imposto: em regra cinco anos contados do primeiro dia do exercício seguinte (CTN, art. 173).</p>
<ul>
  <li>Baixe automaticamente os XML recebidos (manifestação do destinatário) e os emitidos.</li>
  <li>Mantenha cópia fora do computador do escritório (nuvem ou backup externo).</li>
  <li>Sem o XML, o crédito de ICMS pode ser glosado numa fiscalização.</li>
</ul>$html$),

  ('Simples Nacional: fique de olho no sublimite de R$ 3,6 milhões', 0, 'Equipe SemMultas', date '2026-08-11', null,
$html$<p>A empresa do Simples Nacional pode faturar até R$ 4,8 milhões por ano, mas ao passar de <strong>R$ 3,6 milhões</strong> o ICMS e o ISS deixam de ser recolhidos no DAS e passam a seguir as regras normais do estado e do município.</p>
<p>Acompanhe a receita bruta acumulada dos últimos 12 meses no PGDAS-D. Ao ultrapassar o sublimite, prepare-se para emitir notas com destaque do ICMS, apurar o imposto e entregar as obrigações estaduais (como a EFD ICMS/IPI) já a partir do mês seguinte ou do ano seguinte, conforme o excesso.</p>
<p>Ultrapassar o sublimite sem perceber é uma das causas mais comuns de autuação de pequenas empresas em crescimento.</p>$html$),

  ('Denúncia espontânea: regularize antes da fiscalização', 0, 'Equipe SemMultas', date '2026-10-06', null,
$html$<p>Encontrou um erro de apuração ou um imposto não pago? Pelo <strong>art. 138 do CTN</strong>, a denúncia espontânea acompanhada do pagamento do tributo e dos juros afasta a multa punitiva, desde que feita <em>antes</em> de qualquer procedimento de fiscalização relacionado à infração.</p>
<ul>
  <li>Corrija a declaração (retificadora) e recolha o tributo com juros de mora.</li>
  <li>Guarde os comprovantes e registre a data: depois de iniciada a fiscalização não há mais espontaneidade.</li>
  <li>Verifique a legislação do seu estado: muitos têm programas próprios de autorregularização.</li>
</ul>$html$),

  ('Contabilidade Horizonte — São Paulo/SP', 1, 'Contabilidade Horizonte', date '2026-02-10',
   'https://images.unsplash.com/photo-1554224155-6726b3ff858f?auto=format&fit=crop&w=1200&q=80',
$html$<p><strong>Escritório fictício para demonstração.</strong> Especializado em comércio varejista e e-commerce no Simples Nacional e no lucro presumido.</p>
<ul>
  <li>Apuração de ICMS-ST e DIFAL para lojas virtuais</li>
  <li>Planejamento tributário e enquadramento no regime mais econômico</li>
  <li>Atendimento por videochamada em todo o estado de São Paulo</li>
</ul>
<p>Contato: contato@horizonte.exemplo.com.br · (11) 0000-0000</p>$html$),

  ('Ribeiro & Matos Contadores — Belo Horizonte/MG', 1, 'Ribeiro & Matos Contadores Associados', date '2026-05-05',
   'https://images.unsplash.com/photo-1521791136064-7986c2920216?auto=format&fit=crop&w=1200&q=80',
$html$<p><strong>Escritório fictício para demonstração.</strong> Atende indústrias e distribuidoras de Minas Gerais com foco em benefícios fiscais e regimes especiais de ICMS.</p>
<ul>
  <li>Pedidos de regime especial e acompanhamento no SIARE</li>
  <li>Revisão de créditos de ICMS e recuperação de valores pagos a mais</li>
  <li>Defesa em autos de infração estaduais</li>
</ul>
<p>Contato: atendimento@ribeiromatos.exemplo.com.br · (31) 0000-0000</p>$html$),

  ('Escritório Contábil Atlântico — Salvador/BA', 1, 'Escritório Contábil Atlântico', date '2026-09-01',
   'https://images.unsplash.com/photo-1556761175-b413da4baf72?auto=format&fit=crop&w=1200&q=80',
$html$<p><strong>Escritório fictício para demonstração.</strong> Contabilidade para MEI, microempresas e prestadores de serviço no Nordeste.</p>
<ul>
  <li>Abertura de empresas e transição de MEI para ME</li>
  <li>Folha de pagamento, eSocial e DCTFWeb</li>
  <li>Regularização de pendências na SEFAZ-BA e na Receita Federal</li>
</ul>
<p>Contato: ola@atlantico.exemplo.com.br · (71) 0000-0000</p>$html$),

  ('App Meu Imposto de Renda (Receita Federal)', 2, 'Equipe SemMultas', date '2026-03-18',
   'https://images.unsplash.com/photo-1512941937669-90a1b58e7e9c?auto=format&fit=crop&w=1200&q=80',
$html$<p>Aplicativo oficial da Receita Federal para a pessoa física: entrega da declaração do IRPF, consulta da restituição, pendências da malha fina e emissão de DARF.</p>
<ul>
  <li>Gratuito, para Android e iOS</li>
  <li>Acesso com a conta gov.br</li>
  <li>Útil para sócios acompanharem a própria situação fiscal</li>
</ul>
<p>Mais informações: <a href="https://www.gov.br/receitafederal/pt-br/assuntos/meu-imposto-de-renda">gov.br/receitafederal</a>.</p>$html$),

  ('App MEI', 2, 'Equipe SemMultas', date '2026-07-22',
   'https://images.unsplash.com/photo-1563986768609-322da13575f3?auto=format&fit=crop&w=1200&q=80',
$html$<p>Aplicativo oficial do governo federal para o Microempreendedor Individual: emissão do DAS mensal, consulta de débitos, certificado CCMEI e lembretes de vencimento.</p>
<ul>
  <li>Evita a multa e os juros do DAS em atraso com notificações de vencimento</li>
  <li>Mostra quando o faturamento se aproxima do limite anual do MEI</li>
  <li>Gratuito, com login gov.br</li>
</ul>
<p>Mais informações: <a href="https://www.gov.br/empresas-e-negocios/pt-br/empreendedor">Portal do Empreendedor</a>.</p>$html$),

  ('Nota Fiscal Fácil (NFF)', 2, 'Equipe SemMultas', date '2026-10-27',
   'https://images.unsplash.com/photo-1460925895917-afdab827c52f?auto=format&fit=crop&w=1200&q=80',
$html$<p>Aplicativo gratuito desenvolvido pelas Secretarias de Fazenda para emitir documentos fiscais eletrônicos pelo celular, pensado para MEI, produtores rurais e pequenos transportadores.</p>
<ul>
  <li>Emissão de NF-e, NFC-e e CT-e com poucos toques, sem programa emissor</li>
  <li>Modelos de nota reutilizáveis para operações repetidas</li>
  <li>Disponibilidade varia por estado: confira se a sua SEFAZ aderiu</li>
</ul>$html$);

-- ---------------------------------------------------------------------------------------
-- forum: two threads with replies (authors are demo accounts, shown by their forum names)
-- ---------------------------------------------------------------------------------------
update public.user_profiles set display_name = 'Equipe SemMultas' where email = 'admin@semmultas.dev';
update public.user_profiles set display_name = 'Marina Premium' where email = 'premium@semmultas.dev';

insert into public.forum (user_id, description, responses, created_at) values
  ('5e3d0000-0000-4000-8000-000000000002',
   'Vendo pela internet para consumidores de outros estados. Preciso recolher o DIFAL a cada venda por GNRE ou vale a pena pedir inscrição estadual nos estados de destino?',
   jsonb_build_array(
     jsonb_build_object('id', '7b1c4c2e-0001-4000-8000-000000000001', 'user_id', '5e3d0000-0000-4000-8000-000000000001',
       'response', 'Com vendas frequentes para o mesmo estado, a inscrição de substituto tributário (IE de ST) costuma compensar: o DIFAL passa a ser recolhido uma vez por mês, e não nota a nota. Compare o volume por UF antes de decidir.',
       'date', to_char((now() - interval '9 days') at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')),
     jsonb_build_object('id', '7b1c4c2e-0001-4000-8000-000000000002', 'user_id', '5e3d0000-0000-4000-8000-000000000002',
       'response', 'Obrigado! A maior parte das vendas vai para MG e RJ; vou levantar o volume dos últimos seis meses com o meu contador.',
       'date', to_char((now() - interval '8 days') at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
   ),
   now() - interval '10 days'),
  ('5e3d0000-0000-4000-8000-000000000001',
   'Boas-vindas ao fórum do SemMultas! Use este espaço para tirar dúvidas sobre ICMS, obrigações acessórias e multas. Lembre-se: as respostas são orientações gerais e não substituem o seu contador.',
   jsonb_build_array(
     jsonb_build_object('id', '7b1c4c2e-0002-4000-8000-000000000001', 'user_id', '5e3d0000-0000-4000-8000-000000000002',
       'response', 'Ótima iniciativa. Sugiro um tópico fixo com os prazos da EFD ICMS/IPI de cada estado.',
       'date', to_char((now() - interval '29 days') at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
   ),
   now() - interval '30 days');

-- ---------------------------------------------------------------------------------------
-- assinaturas_plano: payments as the payment provider's webhook would record them
-- ---------------------------------------------------------------------------------------
insert into public.assinaturas_plano (email, created_at) values
  ('premium@semmultas.dev', now() - interval '200 days'),
  ('expirado@semmultas.dev', now() - interval '45 days'),
  ('premium@semmultas.dev', now() - interval '2 days');

-- ---------------------------------------------------------------------------------------
-- fluxo_caixa: a few entries for the premium account, so the ledger is not empty
-- ---------------------------------------------------------------------------------------
insert into public.fluxo_caixa (user_id, categories, transactions) values
  ('5e3d0000-0000-4000-8000-000000000002',
   jsonb_build_array(
     jsonb_build_object('id', 1767225600001, 'name', 'Vendas'),
     jsonb_build_object('id', 1767225600002, 'name', 'Impostos'),
     jsonb_build_object('id', 1767225600003, 'name', 'Aluguel'),
     jsonb_build_object('id', 1767225600004, 'name', 'Fornecedores')),
   jsonb_build_array(
     jsonb_build_object('id', 1767225600101, 'description', 'Vendas da loja virtual', 'amount', 18450.90, 'type', 'Entrada', 'category', 'Vendas',
       'date', to_char((now() at time zone 'America/Sao_Paulo')::date - 20, 'YYYY-MM-DD')),
     jsonb_build_object('id', 1767225600102, 'description', 'DAS do Simples Nacional', 'amount', 1107.05, 'type', 'Saída', 'category', 'Impostos',
       'date', to_char((now() at time zone 'America/Sao_Paulo')::date - 18, 'YYYY-MM-DD')),
     jsonb_build_object('id', 1767225600103, 'description', 'Aluguel do depósito', 'amount', 3200.00, 'type', 'Saída', 'category', 'Aluguel',
       'date', to_char((now() at time zone 'America/Sao_Paulo')::date - 15, 'YYYY-MM-DD')),
     jsonb_build_object('id', 1767225600104, 'description', 'Compra de mercadorias', 'amount', 7600.00, 'type', 'Saída', 'category', 'Fornecedores',
       'date', to_char((now() at time zone 'America/Sao_Paulo')::date - 10, 'YYYY-MM-DD')),
     jsonb_build_object('id', 1767225600105, 'description', 'GNRE DIFAL — vendas para MG', 'amount', 412.37, 'type', 'Saída', 'category', 'Impostos',
       'date', to_char((now() at time zone 'America/Sao_Paulo')::date - 5, 'YYYY-MM-DD'))));

-- ---------------------------------------------------------------------------------------
-- Premium tips (issue 21, migration 20261123000600): the free plan reads their first lines.
-- ---------------------------------------------------------------------------------------
update public.conteudos set is_premium = true
 where type = 0
   and title in ('Substituição tributária: confira NCM, CEST e MVA antes de vender',
                 'Simples Nacional: fique de olho no sublimite de R$ 3,6 milhões');

-- ---------------------------------------------------------------------------------------
-- Partner accountants' region, specialities and contacts (issue 21, migration 20261123000900).
-- Fictitious: the numbers are in the reserved 0000 range, the domains end in .exemplo.com.br.
-- ---------------------------------------------------------------------------------------
update public.conteudos set uf = 'SP', cidade = 'São Paulo',
       especialidades = '{"Simples Nacional","Lucro Presumido","E-commerce","ICMS-ST e DIFAL"}',
       telefone = '1100000000', whatsapp = '5511900000000', email_contato = 'contato@horizonte.exemplo.com.br'
 where type = 1 and title = 'Contabilidade Horizonte — São Paulo/SP';
update public.conteudos set uf = 'MG', cidade = 'Belo Horizonte',
       especialidades = '{"Indústria","Regimes especiais de ICMS","Defesa em autos de infração"}',
       telefone = '3100000000', email_contato = 'atendimento@ribeiromatos.exemplo.com.br'
 where type = 1 and title = 'Ribeiro & Matos Contadores — Belo Horizonte/MG';
update public.conteudos set uf = 'BA', cidade = 'Salvador',
       especialidades = '{"MEI","Abertura de empresas","Folha e eSocial"}',
       telefone = '7100000000', whatsapp = '5571900000000', email_contato = 'ola@atlantico.exemplo.com.br'
 where type = 1 and title = 'Escritório Contábil Atlântico — Salvador/BA';
