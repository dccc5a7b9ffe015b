/** The owner's operators: list, create, change roles or status, end sessions, reset the second factor. */
import { OperatorAdminPath, type NewOperatorRequest, type OperatorActionRequest, type OperatorSummary, type OperatorUpdateRequest } from '@common/contract/consoleAdmin';
import { EditableList } from './base/EditableList';
import type { Clearable, RootStore } from './RootStore';

export class OperatorsStore implements Clearable {
  readonly operators: EditableList<OperatorSummary>;

  constructor(root: RootStore) {
    this.operators = new EditableList(() => root.api, OperatorAdminPath.operators);
  }

  create(request: NewOperatorRequest): Promise<unknown> {
    return this.operators.changed((api) => api.post(OperatorAdminPath.operators, request));
  }

  update(id: number, request: OperatorUpdateRequest): Promise<unknown> {
    return this.operators.changed((api) => api.put(OperatorAdminPath.operator(id), request));
  }

  endSessions(id: number, reason: string): Promise<unknown> {
    return this.operators.changed((api) => api.delete(OperatorAdminPath.sessions(id), { reason } satisfies OperatorActionRequest));
  }

  resetTotp(id: number, reason: string): Promise<unknown> {
    return this.operators.changed((api) => api.post(OperatorAdminPath.resetTotp(id), { reason } satisfies OperatorActionRequest));
  }

  clear(): void {
    this.operators.clear();
  }
}
