import { useEffect, useState } from 'react';
import { Card, Col, Empty, Row, Spin, Tag } from 'antd';
import { usePageMeta } from 'shared';
import { listWorkflows, type Workflow } from './workflows-api.ts';

export const NO_WORKFLOWS = 'No workflows found.';

export function WorkflowsPage() {
  usePageMeta('ComfyUI Workflows', 'Download ready-to-run ComfyUI workflows for Flux, Qwen Image, Wan 2.2, SDXL and more.');
  const [workflows, setWorkflows] = useState<Workflow[]>([]);
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    listWorkflows({ page: 1 }, controller.signal)
      .then((page) => setWorkflows(page.results))
      .catch((error: unknown) => !controller.signal.aborted && console.error('Could not load workflows', error))
      .finally(() => !controller.signal.aborted && setLoaded(true));
    return () => controller.abort();
  }, []);

  return (
    <section>
      <h1>ComfyUI Workflows</h1>
      {!loaded && workflows.length === 0 && <Spin size="large" />}
      {loaded && workflows.length === 0 && <Empty description={NO_WORKFLOWS} />}
      <Row gutter={[20, 20]}>
        {workflows.map((workflow) => (
          <Col key={workflow.id} xs={24} md={12} lg={8}>
            <Card title={workflow.title} cover={<img src={workflow.thumbnail_url} alt="" />}>
              <p>{workflow.description}</p>
              <Tag>{workflow.difficulty}</Tag>
            </Card>
          </Col>
        ))}
      </Row>
    </section>
  );
}
