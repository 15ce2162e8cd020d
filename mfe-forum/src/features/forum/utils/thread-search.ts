// Search of threads and their replies: accent- and case-insensitive, every word somewhere in
// the thread (its text, its author, a reply or a reply's author). Matching rules are the
// shared ones, so the forum finds what the other areas would.
import type { ForumResponse, ForumThread } from '@semmultas/shared/types';
import { matchesSearch, searchTerms } from '@semmultas/shared/search';

export function threadMatches(thread: ForumThread, query: string): boolean {
  return matchesSearch(query, [
    thread.description,
    thread.user_email,
    ...(thread.responses ?? []).flatMap((r) => [r.response, r.user_email]),
  ]);
}

export function filterThreads(threads: readonly ForumThread[], query: string): ForumThread[] {
  if (searchTerms(query).length === 0) return [...threads];
  return threads.filter((t) => threadMatches(t, query));
}

/**
 * When the thread's own text does not contain the search, the first reply that does: the list
 * shows it so the reader sees why the thread was found.
 */
export function replyThatMatches(thread: ForumThread, query: string): ForumResponse | undefined {
  const terms = searchTerms(query);
  if (terms.length === 0 || matchesSearch(query, [thread.description, thread.user_email])) return undefined;
  return (thread.responses ?? []).find((r) => terms.some((term) => matchesSearch(term, [r.response, r.user_email])));
}
