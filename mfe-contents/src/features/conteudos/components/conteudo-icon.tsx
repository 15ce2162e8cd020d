import { AppstoreOutlined, BulbOutlined, FileTextOutlined, TeamOutlined } from '@ant-design/icons';

/** The icons of the menu's entries for the three areas. */
export function ConteudoIcon({ type }: { type: unknown }) {
  if (type === 0) return <BulbOutlined />;
  if (type === 1) return <TeamOutlined />;
  if (type === 2) return <AppstoreOutlined />;
  return <FileTextOutlined />;
}
