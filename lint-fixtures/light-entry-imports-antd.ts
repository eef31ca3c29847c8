// Linted as mf-workflows/src/features/catalog/light.ts: a feature's light entry bringing antd into a screen's first load.
export { Button } from 'antd';
