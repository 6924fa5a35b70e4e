import type { Comp, CompStatus, CompType } from '../model';
import { addDays, at } from '../time';
import type { SeedContext } from './context';

export interface CompSpec {
  typeId: string;
  issuedDaysAgo: number;
  expiresInDays: number;
  status?: CompStatus;
  code?: string;
}

export function makeComp(ctx: SeedContext, catalogue: CompType[], spec: CompSpec): Comp {
  const type = catalogue.find((t) => t.compTypeId === spec.typeId);
  if (!type) throw new Error(`no comp type ${spec.typeId} in the catalogue`);
  const hour = String(ctx.random.int(9, 22)).padStart(2, '0');
  const minute = String(ctx.random.int(0, 59)).padStart(2, '0');
  return {
    compId: ctx.nextCompId(),
    compCode: spec.code ?? ctx.compCode(),
    compTypeId: type.compTypeId,
    name: type.name,
    value: type.value,
    issueDate: at(addDays(ctx.today, -spec.issuedDaysAgo), `${hour}:${minute}:00`),
    expirationDate: at(addDays(ctx.today, spec.expiresInDays), '23:59:59'),
    status: spec.status ?? 'Active',
    location: type.location,
  };
}
