import { groupPosts, type PostSummary } from './group-posts';

const post = (id: number, state_id: number): PostSummary => ({
  id,
  state_id,
  title: `P${id}`,
  description: null,
  link_url: null,
  type_link: 2,
});

describe('groupPosts', () => {
  it("puts the state's own posts first, then the posts for every state, each by id", () => {
    const groups = groupPosts(
      [post(9, 30), post(3, 25), post(1, 25), post(2, 30)],
      [
        { stateId: 25, label: 'São Paulo' },
        { stateId: 30, label: 'Todos os estados' },
      ],
    );
    expect(groups.map((g) => [g.label, g.posts.map((p) => p.id)])).toEqual([
      ['São Paulo', [1, 3]],
      ['Todos os estados', [2, 9]],
    ]);
  });
  it('drops empty groups and rows of other states', () => {
    expect(groupPosts([post(1, 30), post(2, 7)], [{ stateId: 25 }, { stateId: 30 }]).map((g) => g.stateId)).toEqual([30]);
    expect(groupPosts([], [{ stateId: 28 }])).toEqual([]);
  });
});
