-- Issue 21 finding 7: the Termos de Uso and a privacy policy that states the controller,
-- purposes, legal bases, rights and contact (LGPD arts. 9 and 18), both editable by the admin
-- without a deploy. Two fixed rows (no insert or delete through the API); everyone, signed in
-- or not, reads them; only the admin changes them. The company's razão social, CNPJ, address
-- and contact e-mail are not written here: the text carries {{razao_social}}, {{cnpj}},
-- {{endereco}} and {{email_contato}}, filled from the deployment's configuration when shown,
-- so the legal text and the footer never disagree.

create table public.paginas_legais (
  slug       text primary key check (slug in ('termos-de-uso', 'politica-de-privacidade')),
  title      text not null check (char_length(btrim(title)) between 3 and 120),
  content    text not null check (char_length(content) between 20 and 200000),
  updated_at timestamptz not null default now(),
  updated_by uuid references auth.users (id) on delete set null
);
comment on table public.paginas_legais is
  'Termos de Uso and Política de Privacidade (issue 21): public read, admin update; {{…}} markers filled from the runtime configuration.';

create function private.paginas_legais_touch()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.slug := old.slug;
  new.updated_at := now();
  new.updated_by := (select auth.uid());
  return new;
end;
$$;

create trigger paginas_legais_touch
  before update on public.paginas_legais
  for each row execute function private.paginas_legais_touch();

alter table public.paginas_legais enable row level security;
create policy paginas_legais_select on public.paginas_legais
  for select to anon, authenticated using (true);
create policy paginas_legais_update on public.paginas_legais
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));

revoke all on public.paginas_legais from anon, authenticated;
grant select on public.paginas_legais to anon, authenticated;
grant update (title, content) on public.paginas_legais to authenticated;
grant all on public.paginas_legais to service_role;

insert into public.paginas_legais (slug, title, content) values
('termos-de-uso', 'Termos de Uso', $html$
<p>Estes Termos de Uso regem o uso do SemMultas, serviço on-line oferecido por <strong>{{razao_social}}</strong>, inscrita no CNPJ sob o nº {{cnpj}}, com sede em {{endereco}} (“SemMultas”, “nós”). Ao criar uma conta ou usar o serviço, você declara que leu e aceita estes termos e a <a href="/politica-de-privacidade">Política de Privacidade</a>.</p>
<h2>1. O que o SemMultas oferece</h2>
<p>Informações sobre as Secretarias da Fazenda (SEFAZ) e a Receita Federal, calculadoras tributárias que mostram a memória de cálculo e a base legal, dicas tributárias, fluxo de caixa, fórum, indicação de contadores parceiros e de aplicativos. Parte das funções é gratuita; as demais exigem o plano Premium.</p>
<h2>2. Natureza das informações</h2>
<p>O SemMultas é uma ferramenta de apoio. As informações e os cálculos seguem a legislação citada em cada resultado, mas <strong>não substituem a orientação de um contador ou advogado</strong> nem os sistemas oficiais (PGDAS-D, PGMEI, Sicalc, e-CAC, portais das SEFAZ). Confira os valores antes de pagar ou declarar. Quando uma regra é incerta, o próprio resultado diz isso.</p>
<h2>3. Sua conta</h2>
<ul>
<li>Você deve ter 18 anos ou mais e informar um e-mail que seja seu.</li>
<li>A senha é pessoal: não a compartilhe. Avise-nos em {{email_contato}} se suspeitar de uso indevido.</li>
<li>Você é responsável pelo que publica no fórum e pelos dados que lança no fluxo de caixa.</li>
</ul>
<h2>4. Plano Premium, cobrança, cancelamento e arrependimento</h2>
<ul>
<li>O plano Premium é cobrado mensalmente pelo valor informado na página de planos, por meio do nosso parceiro de pagamentos; não guardamos dados do seu cartão.</li>
<li>Você pode cancelar a qualquer momento: não haverá novas cobranças e o acesso continua até o fim do período já pago.</li>
<li>Nos 7 dias seguintes à primeira contratação você pode desistir e receber o valor pago de volta (Código de Defesa do Consumidor, art. 49; Decreto nº 7.962/2013, art. 5º), pela mesma ferramenta usada na compra.</li>
<li>Quando o plano vence, seus dados continuam seus: o fluxo de caixa fica disponível para consulta e exportação.</li>
</ul>
<h2>5. Regras do fórum</h2>
<p>Não são permitidos conteúdos ilegais, ofensivos, discriminatórios, propaganda não solicitada, dados pessoais de terceiros, nem mensagens que se passem pela equipe do SemMultas, pela Receita Federal ou por uma SEFAZ. Podemos remover mensagens que violem estas regras e suspender contas que insistam em violá-las.</p>
<h2>6. Uso adequado</h2>
<p>É proibido tentar acessar dados de outras pessoas, sobrecarregar o serviço, contornar limites ou controles de segurança, ou usar o SemMultas para fraudes. Nunca pedimos senha, código de recuperação ou pagamento por e-mail, WhatsApp ou telefone.</p>
<h2>7. Disponibilidade e responsabilidade</h2>
<p>Trabalhamos para manter o serviço disponível e correto, mas podem ocorrer interrupções para manutenção ou por falhas de terceiros. Na extensão permitida pela lei, o SemMultas não responde por decisões tomadas sem a conferência indicada no item 2. Nada nestes termos limita os direitos que o Código de Defesa do Consumidor garante a você.</p>
<h2>8. Encerramento da conta</h2>
<p>Você pode exportar todos os seus dados e excluir a sua conta a qualquer momento em <a href="/minha-conta">Minha conta</a>. Guardamos apenas o que a lei nos obriga a manter, como os registros de pagamento, pelo prazo legal.</p>
<h2>9. Alterações</h2>
<p>Podemos atualizar estes termos. A data da última atualização aparece no topo desta página; mudanças relevantes serão avisadas por e-mail ou no próprio serviço antes de valerem.</p>
<h2>10. Lei e foro</h2>
<p>Estes termos seguem as leis da República Federativa do Brasil. Fica eleito o foro do domicílio do consumidor.</p>
<h2>11. Contato</h2>
<p>Dúvidas, reclamações ou pedidos: {{email_contato}}.</p>
$html$),
('politica-de-privacidade', 'Política de Privacidade', $html$
<p>Esta política explica quais dados pessoais o SemMultas trata, para quê, com que base legal, com quem compartilha, por quanto tempo guarda e como você exerce os seus direitos, conforme a Lei Geral de Proteção de Dados Pessoais (Lei nº 13.709/2018, LGPD).</p>
<h2>1. Quem é o controlador</h2>
<p><strong>{{razao_social}}</strong>, CNPJ nº {{cnpj}}, com sede em {{endereco}}. Contato do encarregado pelo tratamento de dados pessoais: {{email_contato}}.</p>
<h2>2. Quais dados tratamos</h2>
<ul>
<li><strong>Conta:</strong> e-mail, nome de exibição que você escolhe e senha (guardada apenas em forma cifrada, que nem nós conseguimos ler).</li>
<li><strong>Plano e pagamentos:</strong> situação do plano, datas, valores e identificadores das cobranças. Os dados do cartão ficam com o parceiro de pagamentos, nunca conosco.</li>
<li><strong>O que você registra:</strong> lançamentos e categorias do fluxo de caixa, mensagens do fórum e, quando existirem, os dados das suas empresas usados pela agenda tributária.</li>
<li><strong>Dados técnicos:</strong> endereço IP e registros de acesso, usados para segurança (por exemplo, limitar tentativas de senha) e guardados pelo prazo do Marco Civil da Internet (Lei nº 12.965/2014, art. 15: 6 meses).</li>
</ul>
<p>Não usamos cookies de publicidade nem vendemos dados pessoais.</p>
<h2>3. Para que usamos e com que base legal (LGPD, art. 7º)</h2>
<ul>
<li><strong>Prestar o serviço que você contratou</strong> — conta, cálculos, fluxo de caixa, fórum, plano Premium: execução de contrato (art. 7º, V).</li>
<li><strong>Cobrança, nota fiscal e registros contábeis</strong>: cumprimento de obrigação legal (art. 7º, II).</li>
<li><strong>Segurança e prevenção a fraudes</strong> — limites de tentativas, registros de acesso: legítimo interesse (art. 7º, IX) e obrigação legal (Marco Civil, art. 15).</li>
<li><strong>Avisos que você pediu</strong> — como lembretes de vencimento e e-mails sobre a assinatura: execução de contrato; você pode desligá-los quando quiser.</li>
<li><strong>Defesa em processos</strong>: exercício regular de direitos (art. 7º, VI).</li>
</ul>
<h2>4. Com quem compartilhamos</h2>
<ul>
<li>Provedor de hospedagem e banco de dados, que armazena os dados em nosso nome.</li>
<li>Parceiro de pagamentos, para processar a assinatura.</li>
<li>Serviço de envio de e-mails, para mensagens da conta e lembretes.</li>
<li>Autoridades, somente quando a lei ou uma ordem judicial exigir.</li>
</ul>
<p>Quando você compartilha uma empresa com o seu contador, ele passa a ver o que você escolheu compartilhar, até você revogar. Alguns fornecedores podem tratar dados fora do Brasil, com as garantias do art. 33 da LGPD.</p>
<h2>5. Por quanto tempo guardamos</h2>
<p>Enquanto a sua conta existir. Ao excluir a conta, apagamos os seus dados, exceto o que a lei nos obriga a manter pelo prazo legal: registros de pagamento e documentos fiscais (5 anos, Código Tributário Nacional, art. 173) e registros de acesso (6 meses).</p>
<h2>6. Seus direitos (LGPD, art. 18)</h2>
<p>Você pode, a qualquer momento: confirmar se tratamos seus dados e acessá-los; corrigir dados incompletos ou desatualizados; pedir anonimização, bloqueio ou eliminação de dados desnecessários; levar seus dados a outro fornecedor (portabilidade); saber com quem os compartilhamos; revogar consentimentos; e reclamar à Autoridade Nacional de Proteção de Dados (ANPD).</p>
<p>Em <a href="/minha-conta">Minha conta</a> você mesmo exporta todos os seus dados (um arquivo .zip com JSON e CSV), muda o nome de exibição e a senha, e exclui a conta. Para os demais pedidos, escreva para {{email_contato}}; respondemos em até 15 dias.</p>
<h2>7. Segurança</h2>
<p>Conexões cifradas, senhas guardadas com hash, controle de acesso no próprio banco de dados (cada pessoa só lê o que é seu), limites de tentativas de login e registros de acesso. Se ocorrer um incidente que possa causar risco ou dano relevante, avisaremos você e a ANPD (art. 48).</p>
<h2>8. Crianças e adolescentes</h2>
<p>O SemMultas é destinado a maiores de 18 anos e não trata intencionalmente dados de crianças ou adolescentes.</p>
<h2>9. Alterações desta política</h2>
<p>A data da última atualização aparece no topo desta página. Mudanças relevantes serão avisadas por e-mail ou no próprio serviço.</p>
$html$);
