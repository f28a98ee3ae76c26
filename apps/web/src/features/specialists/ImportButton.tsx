import { UploadOutlined } from '@ant-design/icons';
import type { ImportProblem } from '@swp/core/specialist/index';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Modal, Upload } from 'antd';
import { useState } from 'react';
import { feedback } from '../../app/feedback.ts';
import { DataTable } from '../../shared/components/DataTable.tsx';
import { specialistKeys } from '../../shared/query-keys.ts';
import { importSpecialists } from './api.ts';

const problemColumns = [
  { title: '行号', dataIndex: 'row', width: 70, render: (row: number) => (row > 0 ? row : '—') },
  { title: '字段', dataIndex: 'field', width: 110, render: (f: string) => f || '—' },
  { title: '原因', dataIndex: 'message' },
];

/**
 * 导入: the chosen .xlsx goes to the server at once. The import is all or nothing, so a refused file shows every
 * problem row by row and the pool is unchanged; the user fixes the sheet and imports it again.
 */
export function ImportButton() {
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<{ fileName: string; errors: ImportProblem[] } | null>(null);

  const upload = async (file: File) => {
    setBusy(true);
    try {
      const result = await importSpecialists(file);
      if (result.errors.length > 0) setReport({ fileName: file.name, errors: result.errors });
      else {
        feedback.success(result.msg || `导入成功，共导入${result.imported}位专家`);
        void client.invalidateQueries({ queryKey: specialistKeys.all });
        void client.invalidateQueries({ queryKey: specialistKeys.tree });
      }
    } catch {
      // a refused file (wrong type, unreadable sheet) is shown by the HTTP client
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Upload
        accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        showUploadList={false}
        beforeUpload={(file) => {
          void upload(file);
          return Upload.LIST_IGNORE;
        }}
      >
        <Button icon={<UploadOutlined />} loading={busy} data-testid="import-button">
          导入
        </Button>
      </Upload>
      <Modal
        open={report != null}
        title="导入失败"
        width={720}
        onCancel={() => setReport(null)}
        footer={
          <Button type="primary" onClick={() => setReport(null)}>
            知道了
          </Button>
        }
      >
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          title={`“${report?.fileName ?? ''}”中有 ${report?.errors.length ?? 0} 处问题，未导入任何专家。请按下表修改后重新导入。`}
        />
        <DataTable<ImportProblem>
          rowKey={(p) => `${p.row}-${p.field}-${p.message}`}
          columns={problemColumns}
          dataSource={report?.errors ?? []}
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          scroll={{ y: 360 }}
        />
      </Modal>
    </>
  );
}
