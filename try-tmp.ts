import { englishOnlyLabels } from './apps/server/src/modules/statements/statement-pdf-labels.test-helpers';
console.log(englishOnlyLabels());
