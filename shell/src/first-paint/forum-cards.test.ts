import dayjs from 'dayjs';
import { truncate } from '@semmultas/shared/format';
import { FORUM_PREVIEW_CHARS } from '@semmultas/shared/forum-list';
import { dangerIn, xssPayloads } from '@semmultas/shared/testing/xss-corpus.ts';
import { FIRST_THREADS, forumCards } from './forum-cards';

const thread = (id: number, more: Record<string, unknown> = {}) => ({
  id,
  user_id: 'u',
  author_name: 'Marina Premium',
  description: `Tópico ${id}`,
  created_at: '2026-11-17 06:13:00.123+00',
  reply_count: 2,
  last_reply_at: null,
  is_full: false,
  ...more,
});
const page = (threads: unknown[], total = threads.length) => ({ threads, total });

/** What the painted screen says, as a reader of the picture sees it. */
function read(screen: HTMLElement | null) {
  return {
    bar: screen?.querySelector('.sm-first-namebar')?.textContent,
    form: screen?.querySelector('.sm-first-post')?.textContent,
    status: screen?.querySelector('.sm-first-status')?.textContent,
    threads: [...(screen?.querySelectorAll('.sm-first-forum-list > li') ?? [])].map((li) => ({
      author: li.querySelector('.sm-first-author-name')!.textContent,
      date: li.querySelector('.sm-first-date')!.textContent,
      text: li.querySelector('.sm-first-thread-text')!.textContent,
      replies: li.querySelector('.sm-first-thread-replies')!.textContent,
    })),
  };
}

describe("forumCards: the forum's first screen, from index.html's own read", () => {
  it('writes what ForumBoard first writes: the name bar loading, the empty form, the line over the list, the threads', () => {
    const long = `Vendo pela internet ${'para consumidores de outros estados '.repeat(12)}`;
    const screen = forumCards(
      page([thread(3, { description: long, reply_count: 0 }), thread(2, { author_name: '', reply_count: 1 })], 1234),
    );
    expect(read(screen)).toEqual({
      bar: 'Seu nome no fórum: … · Alterar',
      form: 'Novo tópicoEscreva sua dúvida ou comentário para a comunidade0 / 5.000Publicar tópico',
      status: 'Mostrando 2 de 1.234 tópicos',
      threads: [
        {
          author: 'Marina Premium',
          date: dayjs('2026-11-17T06:13:00.123+00:00').format('DD/MM/YYYY [às] HH:mm'),
          text: truncate(long, FORUM_PREVIEW_CHARS),
          replies: ' Nenhuma resposta',
        },
        // An author without a name is "Usuário", as forum-rows says.
        {
          author: 'Usuário',
          date: dayjs('2026-11-17T06:13:00.123+00:00').format('DD/MM/YYYY [às] HH:mm'),
          text: 'Tópico 2',
          replies: ' 1 resposta',
        },
      ],
    });
    expect(truncate(long, FORUM_PREVIEW_CHARS)).toMatch(/…$/);
    expect(screen!.getAttribute('aria-hidden')).toBe('true');
    expect(screen!.querySelectorAll('a, button, input, textarea, [tabindex]')).toHaveLength(0);
  });

  it('draws as many threads as a first screen shows, and counts the whole page read', () => {
    const screen = forumCards(
      page(
        Array.from({ length: 20 }, (_, i) => thread(20 - i)),
        45,
      ),
    );
    expect(read(screen).threads).toHaveLength(FIRST_THREADS);
    expect(read(screen).status).toBe('Mostrando 20 de 45 tópicos');
  });

  it('leaves the page to the forum when it would draw something else', () => {
    expect(forumCards(page([]))).toBeNull(); // "Nenhum tópico ainda"
    expect(forumCards({ message: 'permission denied' })).toBeNull();
    expect(forumCards(page([thread(1, { is_full: true })]))).toBeNull(); // its tag is not drawn here
    expect(forumCards(page([thread(1, { created_at: null })]))).toBeNull(); // 'Data inválida'
  });

  const payloads = xssPayloads();
  it('puts every stored word in as text: no public XSS payload, as a text or an author, makes an element', () => {
    const fixed = ['<img src=x onerror=alert(1)>', '<script>window.x=1</script>', '"><svg onload=alert(1)>'];
    for (const payload of [...fixed, ...(payloads ?? [])]) {
      const screen = forumCards(page([thread(1, { description: payload, author_name: payload })]))!;
      const tags = new Set([...screen.querySelectorAll('*')].map((el) => el.tagName.toLowerCase()));
      for (const tag of tags) expect(['div', 'span', 'strong', 'ul', 'li', 'svg', 'path']).toContain(tag);
      for (const ours of screen.querySelectorAll('.sm-first-icon')) ours.remove();
      expect(dangerIn(screen)).toEqual([]);
      expect(screen.querySelector('.sm-first-thread-text')!.textContent).toBe(truncate(payload, FORUM_PREVIEW_CHARS));
    }
  });
});
