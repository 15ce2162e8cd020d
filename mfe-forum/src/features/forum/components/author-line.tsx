import { Avatar, Flex, Typography } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { formatDateTimeBR } from '@semmultas/shared/format';

/** Who wrote it (their forum name, never an e-mail) and when, the date in pt-BR
 *  ("21/11/2026 às 14:05"). Phrasing content only, so it can sit inside a heading. */
export function AuthorLine({ name, date, small = false }: { name: string; date: string | undefined; small?: boolean }) {
  return (
    <Flex component="span" wrap align="center" gap={small ? 6 : 8} style={{ minWidth: 0 }}>
      <Avatar size={small ? 'small' : 'default'} icon={<UserOutlined />} aria-hidden />
      <Typography.Text strong style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
        {name}
      </Typography.Text>
      <Typography.Text type="secondary" style={{ fontSize: 13, whiteSpace: 'nowrap' }}>
        <time dateTime={date}>{formatDateTimeBR(date)}</time>
      </Typography.Text>
    </Flex>
  );
}
