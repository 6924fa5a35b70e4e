import type { Card, Player, StopCode } from '../model';
import { leaves, node, record } from '../xml/element';

function stopCodeXml(s: StopCode): string {
  return record('StopCode', {
    StopCodeID: s.stopCodeId,
    Description: s.description,
    Priority: s.priority,
    Active: s.active,
    EffectiveDate: s.effectiveDate,
  });
}

export function playerProfileBody(player: Player, stopCodes: StopCode[]): string {
  const p = player.profile;
  return node('PlayerProfile', [
    ...leaves({
      FirstName: p.firstName,
      MiddleName: p.middleName,
      LastName: p.lastName,
      DateOfBirth: p.dateOfBirth,
      Email: p.email,
      MobilePhone: p.mobilePhone,
      HomePhone: p.homePhone,
      MailingAddress1: p.mailingAddress1,
      MailingAddress2: p.mailingAddress2,
      MailingCity: p.mailingCity,
      MailingState: p.mailingState,
      MailingZip: p.mailingZip,
      MailingCountry: p.mailingCountry,
      Ranking: p.ranking,
      PINLocked: p.pinLocked,
      DiscreetPlayer: p.discreetPlayer,
      EnrollDate: p.enrollDate,
    }),
    node('StopCodes', stopCodes.map(stopCodeXml)),
  ]);
}

function cardXml(c: Card): string {
  return record('Card', {
    CardID: c.cardId,
    CardStatus: c.cardStatus,
    CardLevel: c.cardLevel,
    CardLevelName: c.cardLevelName,
    IssueDate: c.issueDate,
    Primary: c.primary,
  });
}

export function playerCardBody(player: Player): string {
  return node('PlayerCard', player.cards.map(cardXml));
}
