const POINTS = [
  {
    title: 'Tudo em um só lugar',
    text: 'Portais, serviços e orientações de cada secretaria da Fazenda e da Receita Federal, organizados por estado. Você acha o que precisa sem abrir dez abas.',
  },
  {
    title: 'Contas que mostram o caminho',
    text: 'As calculadoras de ICMS mostram cada passo e o artigo de lei que o justifica, para você conferir e conversar com o seu contador de igual para igual.',
  },
  {
    title: 'Prevenir sai mais barato',
    text: 'Dicas de prazos e obrigações, um fórum com quem vive a mesma rotina e contadores parceiros: o problema se resolve antes de virar multa.',
  },
];

/** #section-about ("Sobre a solução" in the top bar, "Quem somos" in the footer). */
export function AboutSection() {
  return (
    <section id="section-about" className="lp-section" aria-labelledby="about-title">
      <div className="lp-wrap">
        <p className="lp-eyebrow">Sobre a solução</p>
        <h2 id="about-title">Feito para quem toca uma pequena empresa</h2>
        <p className="lp-section-intro">
          O SemMultas reúne, em português claro, o que o dono de um pequeno negócio precisa para cumprir as obrigações com o fisco estadual
          e federal: onde consultar, quanto recolher e o que não pode esquecer.
        </p>
        <ol className="lp-points">
          {POINTS.map((point, i) => (
            <li key={point.title} className="lp-point">
              <span className="lp-point-n" aria-hidden="true">
                {i + 1}
              </span>
              <h3>{point.title}</h3>
              <p>{point.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
