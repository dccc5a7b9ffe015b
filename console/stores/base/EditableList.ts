import type { ConsoleApi } from '../../api/client';
import { Loadable } from './Loadable';

/**
 * A list a screen changes (operators, API keys): the list from one path, and each change's
 * outcome, after which the list is loaded again so it shows what the server now holds.
 */
export class EditableList<T> {
  readonly list = new Loadable<T[]>();
  /** The last change's outcome (its failure shows beside the form that made it). */
  readonly change = new Loadable<unknown>();

  constructor(
    private readonly api: () => ConsoleApi,
    private readonly path: string,
  ) {}

  load(): Promise<unknown> {
    return this.list.run(() => this.api().get<T[]>(this.path));
  }

  /** Runs a change; its answer (null when refused), the list reloaded after a success. */
  async changed<R>(run: (api: ConsoleApi) => Promise<R>): Promise<R | null> {
    // An answer of null (a deletion's) still means done: it stands as true.
    const answer = (await this.change.run(async () => (await run(this.api())) ?? true)) as R | null;
    if (answer !== null) await this.load();
    return answer;
  }

  clear(): void {
    this.list.clear();
    this.change.clear();
  }
}
