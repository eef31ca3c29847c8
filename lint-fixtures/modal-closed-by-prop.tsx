// Linted as mf-community/src/features/comments/planted.tsx: a Modal closed with `open={false}`, whose
// leave animation can leave its wrapper over the page.
import { Modal } from 'antd';

export function Planted({ shown }: { shown: boolean }) {
  return <Modal open={shown} title="Planted" />;
}
