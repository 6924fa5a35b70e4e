import type { RewardChangeOutcome, RewardChangeResult } from '@patron/contracts';
import {
  IdempotencyMismatchError,
  OfferNotFoundError,
  RewardNotActiveError,
  RewardNotFoundError,
  ServiceUnavailableError,
  SwapToSameOfferError,
  TierTooLowError,
  WrongBirthdateError,
} from '../../../lib/errors';
import type { RedeemRequest, SwapRequest } from '../cms-connector';
import { readCompIssued } from './cms-comp-messages';
import { CmsErrorAnswer, CmsFailureError, CmsNotSentError } from './cms-errors';
import type { CmsCompType } from './cms-records';
import type { CmsRedemption, CmsRedemptionsRepository } from './cms-redemptions.repository';
import { commandIdFor, compIssueXml } from './cms-requests';
import { offerFromCompType, rewardFromComp, stopCodeRules } from './cms-to-contracts';
import {
  CmsNotEnoughPointsError,
  CmsOfferUnavailableError,
  PENDING_MESSAGE,
  PlayerStoppedError,
  RedemptionUndoneError,
  refusalFor,
  REFUSAL_CODES,
  SwapAtClubOnlyError,
  SwapGaveBackError,
  SwapUnderWayError,
} from './cms-write-errors';
import type { CmsCalls } from './xml-http-calls';
import { compCommands, giveBackRefusal, resultOf } from './xml-http-comp-commands';
import { createXmlHttpReconcile } from './xml-http-reconcile';

export type XmlHttpWritesDeps = {
  redemptions: CmsRedemptionsRepository;
  /** CMS_TIMEOUT_MS: how long the request that made a reservation may take before the reconciler looks. */
  timeoutMs: number;
};

const PENDING: RewardChangeOutcome = { pending: true, message: PENDING_MESSAGE };
/** The calls a request may still make after its reservation: a zone read, a void and an issue. */
const REQUEST_CALLS_LEFT = 3;
const TRY_AGAIN_MESSAGE = 'This request could not be completed. Please try again.';

type Started = { replay: RewardChangeOutcome } | { row: CmsRedemption };

/**
 * docs/design.md#casino-management-system-connector: a redemption in three steps. (1) Reserve here under the
 * Idempotency-Key; (2) post PlayerCompIssue with a CommandID derived from that key; (3) confirm, or refuse
 * and release. An answer that never came leaves it `pending` (202) for the reconciler (`reconcile`), which
 * asks CommandStatus and confirms or voids it. A retry reads the reservation and never issues again; the
 * CMS replays a CommandID it has seen, so even a reservation lost with its database write cannot issue twice.
 * A swap voids the comp given back, then issues, under the same key.
 */
export function createXmlHttpWrites(calls: CmsCalls, deps: XmlHttpWritesDeps) {
  const { client, cmsId, catalogue, comps } = calls;
  const { redemptions } = deps;

  function replay(row: CmsRedemption, fingerprint: string): RewardChangeOutcome {
    if (row.fingerprint !== fingerprint) throw new IdempotencyMismatchError();
    if (row.status === 'applied') return row.result as RewardChangeResult;
    if (row.gaveBackAt && (row.status === 'refused' || row.status === 'voided'))
      throw new SwapGaveBackError();
    if (row.status === 'refused') throw refusalFor(row.refusal ?? '');
    if (row.status === 'voided') throw new RedemptionUndoneError();
    return PENDING;
  }

  async function start(
    request: RedeemRequest,
    kind: 'redeem' | 'swap',
    fingerprint: string,
    type: CmsCompType,
    givesBackCommandId: string | null,
  ): Promise<Started> {
    const row = await redemptions.reserve({
      player: request.player,
      idempotencyKey: request.idempotencyKey,
      fingerprint,
      kind,
      commandId: commandIdFor(request.player.tenantId, request.player.playerId, request.idempotencyKey),
      compTypeId: type.id,
      pointCost: type.pointCost,
      givesBackCommandId,
      // From now, not from the request's start: the calls still to come (a void, an issue, a zone read)
      // each have their timeout before the reconciler may take the reservation over.
      checkAfter: new Date(calls.now().getTime() + REQUEST_CALLS_LEFT * deps.timeoutMs + 5_000),
    });
    if (row) return { row };
    // Another request with this key reserved it first: answer what it knows.
    const first = await redemptions.find(request.player, request.idempotencyKey);
    if (first) return { replay: replay(first, fingerprint) };
    if (
      givesBackCommandId &&
      (await redemptions.findSwapGivingBack(request.player.tenantId, givesBackCommandId))
    )
      throw new SwapUnderWayError();
    // The reservation under this key was released (never sent) between the two reads: nothing happened.
    throw new ServiceUnavailableError(TRY_AGAIN_MESSAGE);
  }

  /** Moves the reservation on; when the reconciler got there first, its outcome is the answer. */
  async function settleOrReplay(
    row: CmsRedemption,
    change: Parameters<CmsRedemptionsRepository['settle']>[1],
    outcome: () => RewardChangeOutcome,
  ): Promise<RewardChangeOutcome> {
    if (await redemptions.settle(row.id, change)) return outcome();
    const settled = await redemptions.findById(row.id);
    return settled ? replay(settled, row.fingerprint) : outcome();
  }

  /** A step that did not end in an answer: refused, never sent (released), or unknown (pending). */
  async function failed(
    row: CmsRedemption,
    error: unknown,
    at: Date,
    gaveBack: boolean,
  ): Promise<RewardChangeOutcome> {
    if (error instanceof CmsErrorAnswer && REFUSAL_CODES.has(error.code)) {
      return settleOrReplay(row, { status: 'refused', refusal: error.code }, () => {
        throw gaveBack ? new SwapGaveBackError() : refusalFor(error.code);
      });
    }
    // Nothing reached the CMS: as if never asked. After a swap's give-back the new comp was never issued.
    if (error instanceof CmsNotSentError) {
      if (!gaveBack) {
        await redemptions.release(row.id);
        throw error;
      }
      return settleOrReplay(row, { status: 'voided' }, () => {
        throw new SwapGaveBackError();
      });
    }
    if (error instanceof CmsFailureError || error instanceof CmsErrorAnswer) {
      return settleOrReplay(
        row,
        { status: 'pending', checkAfter: new Date(at.getTime() + deps.timeoutMs) },
        () => PENDING,
      );
    }
    // Not the CMS (a bug, the database): the reservation stays for the reconciler to settle.
    throw error;
  }

  async function issue(
    row: CmsRedemption,
    id: string,
    type: CmsCompType,
    request: RedeemRequest,
    gaveBack: boolean,
  ): Promise<RewardChangeOutcome> {
    const timeZone = await calls.zone();
    let result: RewardChangeResult;
    try {
      const xml = compIssueXml({
        playerId: id,
        now: request.now,
        timeZone,
        commandId: row.commandId,
        compTypeId: type.id,
        pointCost: type.pointCost,
      });
      const issued = readCompIssued(await client.post(`PlayerCompIssue/${id}`, xml), timeZone, row.commandId);
      result = resultOf(issued, type, request.now, request.hotRewardDays);
    } catch (error) {
      return failed(row, error, request.now, gaveBack);
    }
    return settleOrReplay(
      row,
      { status: 'applied', compCode: result.reward.rewardCode, result },
      () => result,
    );
  }

  async function offerOf(offerId: string): Promise<CmsCompType> {
    const type = (await catalogue()).find((t) => t.id === offerId);
    if (!type) throw new OfferNotFoundError();
    return type;
  }

  const { voidCommand } = compCommands(calls);

  return {
    async redeemOffer(request: RedeemRequest): Promise<RewardChangeOutcome> {
      const fingerprint = JSON.stringify(['redeem', request.offerId]);
      const known = await redemptions.find(request.player, request.idempotencyKey);
      if (known) return replay(known, fingerprint);
      const id = await cmsId(request.player);
      const type = await offerOf(request.offerId);
      const started = await start(request, 'redeem', fingerprint, type, null);
      if ('replay' in started) return started.replay;
      return issue(started.row, id, type, request, false);
    },

    async swapReward(request: SwapRequest): Promise<RewardChangeOutcome> {
      const fingerprint = JSON.stringify(['swap', request.offerId, request.rewardCode]);
      const known = await redemptions.find(request.player, request.idempotencyKey);
      if (known) return replay(known, fingerprint);
      const id = await cmsId(request.player);
      const [held, types, who, money] = await Promise.all([
        comps(id),
        catalogue(),
        calls.profile(id),
        calls.balances(id),
      ]);
      const old = held.find((c) => c.code === request.rewardCode);
      if (!old) throw new RewardNotFoundError();
      // The casino system keeps the birthdate when it keeps the profile.
      const onRecord = who.dateOfBirth ?? request.birthdateOnRecord;
      if (!onRecord || onRecord !== request.birthdate) throw new WrongBirthdateError();
      const status = rewardFromComp(old, { now: request.now, hotRewardDays: 0 }).status;
      if (status !== 'active') throw new RewardNotActiveError(status);
      if (old.compTypeId === request.offerId) throw new SwapToSameOfferError();
      const type = types.find((t) => t.id === request.offerId);
      if (!type) throw new OfferNotFoundError();
      const issuedBy = await redemptions.findAppliedByCompCode(request.player, old.code);
      if (!issuedBy) throw new SwapAtClubOnlyError();
      // What the CMS would refuse is refused before the reward is given back, so a refused swap changes nothing.
      if (stopCodeRules(who.stopCodes, request.now).redemptionsRefused) throw new PlayerStoppedError();
      const offer = offerFromCompType(type, {
        now: request.now,
        ranking: who.ranking,
        pointBalance: money.points + issuedBy.pointCost,
      });
      if (!offer || offer.unavailableReason === 'soldOut') throw new CmsOfferUnavailableError();
      if (offer.unavailableReason === 'tier') throw new TierTooLowError(offer.minTier);
      if (offer.unavailableReason === 'points') throw new CmsNotEnoughPointsError();

      const started = await start(request, 'swap', fingerprint, type, issuedBy.commandId);
      if ('replay' in started) return started.replay;
      try {
        await voidCommand(id, issuedBy.commandId, request.now);
      } catch (error) {
        // The casino system answered and did not give the comp back: nothing was issued, nothing changed.
        if (error instanceof CmsErrorAnswer) {
          return settleOrReplay(started.row, { status: 'refused', refusal: giveBackRefusal(error) }, () => {
            throw refusalFor(giveBackRefusal(error));
          });
        }
        return failed(started.row, error, request.now, false);
      }
      await redemptions.markGivenBack(started.row.id, calls.now());
      return issue(started.row, id, type, request, true);
    },

    reconcile: createXmlHttpReconcile(calls, redemptions).reconcile,
  };
}
export type XmlHttpWrites = ReturnType<typeof createXmlHttpWrites>;
