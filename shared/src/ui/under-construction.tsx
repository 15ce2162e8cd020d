import { Result, Typography } from 'antd';
import { ToolOutlined } from '@ant-design/icons';
import { MSG } from '../messages';

/** The placeholder an area shows until its own issue lands: real title, honest status. */
export function UnderConstruction({ title }: { title: string }) {
  return (
    <section aria-labelledby="page-title">
      <Typography.Title level={2} id="page-title">
        {title}
      </Typography.Title>
      <Result icon={<ToolOutlined />} title={MSG.underConstruction} subTitle="Esta área está sendo preparada e chega em breve." />
    </section>
  );
}
