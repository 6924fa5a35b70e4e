import { PROPERTY } from '../property';
import { leaf, node } from './element';

const DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
const XSI = { 'xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance' };

export interface AnswerParts {
  data: string;
  operand?: string;
  playerId?: string;
  timeStamp: string;
  body: string;
}

function header(timeStamp: string, data: string, operand: string): string {
  return node('Header', [
    leaf('OriginalMessageID', '0'),
    leaf('TimeStamp', timeStamp),
    node('Operation', '', { Data: data, Operand: operand }),
  ]);
}

/** The answer envelope of docs/casino-system.md#envelope. */
export function answerXml({ data, operand = 'Information', playerId, timeStamp, body }: AnswerParts): string {
  return (
    DECLARATION +
    node(
      'CRMAcresMessage',
      [
        header(timeStamp, data, operand),
        playerId === undefined ? '' : leaf('PlayerID', playerId),
        node('Site', [leaf('SiteID', PROPERTY.siteId), leaf('SiteDescription', PROPERTY.siteDescription)]),
        `<Body>${body}</Body>`,
      ],
      XSI,
    )
  );
}

export function errorXml(timeStamp: string, code: string, description: string): string {
  return (
    DECLARATION +
    node('CRMAcresMessage', [
      node('Header', [
        leaf('TimeStamp', timeStamp),
        node('Operation', '', { Data: 'Error', Operand: 'Error' }),
      ]),
      node('Body', node('Error', [leaf('ErrorCode', code), leaf('ErrorDescription', description)])),
    ])
  );
}
