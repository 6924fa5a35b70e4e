import { BOOT_DATA_IDS, BOOTSTRAP_METADATA_TYPES, STORAGE_KEYS } from '@patron/contracts';
import { takeInlineData } from '../../../shared/boot/inline-data';
import { paths } from '../../../shared/http/paths';
import { readItem } from '../../../shared/storage/local-store';
import { parse } from '../../../shared/validate/checks';
import { bootstrapMetadataResource, clientAccountResource, parseBootstrapMetadata } from './get-metadata';
import { clientAccountCheck } from './metadata-checks';

/**
 * First load: the bootstrap metadata the server wrote into the page for its Host's tenant serves as
 * the first answer of the two requests. Under a stored X-Target (a dev helper) the requests name
 * another tenant than the Host, so they go out as before; so do any whose block is missing or does
 * not hold valid metadata.
 */
export function seedInlineMetadata(): void {
  if (readItem(STORAGE_KEYS.xTarget)) return;
  const account = parse(
    clientAccountCheck,
    takeInlineData(BOOT_DATA_IDS.clientAccount, paths.metadata(['ClientAccount'])),
  );
  if (account) clientAccountResource.seed(account);
  const metadata = takeInlineData(BOOT_DATA_IDS.bootstrapMetadata, paths.metadata(BOOTSTRAP_METADATA_TYPES));
  if (metadata === undefined) return;
  try {
    bootstrapMetadataResource.seed(parseBootstrapMetadata(metadata));
  } catch {
    // Not valid metadata: fetched, and answered, as without the block.
  }
}
