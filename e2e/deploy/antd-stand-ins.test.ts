// Issue 14, sixth round: antd's ConfigProvider imports its one-tooltip-at-a-time provider
// (tooltip/UniqueProvider, with all of @rc-component/trigger) though it renders it only under
// `tooltip: { unique: true }`. tooling/webpack.cjs puts a stand-in there
// (tooling/stubs/antd-tooltip-unique.js) that says what to change if `unique` is ever set.
import { buildFixture, distScripts } from './fixture-build';

/** In @rc-component/trigger's popup (the arrow's position): present wherever its code is. */
const TRIGGER = '--arrow-x';
const STAND_IN = "antd's UniqueProvider is left out of the bundle";

describe("antd's ConfigProvider without the tooltip provider it does not render", () => {
  it('builds ConfigProvider without @rc-component/trigger, and with the stand-in', async () => {
    const { errors, dist } = await buildFixture(["import { ConfigProvider } from 'antd';", 'console.log(ConfigProvider);'].join('\n'));
    expect(errors).toEqual([]);
    const scripts = distScripts(dist);
    expect(scripts.filter(({ code }) => code.includes(STAND_IN))).toHaveLength(1);
    expect(scripts.filter(({ code }) => code.includes(TRIGGER)).map(({ file }) => file)).toEqual([]);
  }, 120_000);

  it("keeps a Tooltip's own trigger: only ConfigProvider's import is replaced", async () => {
    const { errors, dist } = await buildFixture(["import { Tooltip } from 'antd';", 'console.log(Tooltip);'].join('\n'));
    expect(errors).toEqual([]);
    expect(distScripts(dist).some(({ code }) => code.includes(TRIGGER))).toBe(true);
  }, 120_000);
});
