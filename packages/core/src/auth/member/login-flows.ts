import { bindModule } from '../../client/define-call';
import { loginV2, proceedToNextState, registerV2 } from '../../identity/authentication';
import { verifyDuringAuthentication } from '../../identity/verification';
import { flowFailure, loginFailure, nextLoginState, registerFailure, toLoginState, UNKNOWN_STATE, type LoginStateResult } from './login-state';
import type { FlowContext, MemberFlows } from './member-base';
import type { CaptchaTokenInput, LoginParams, RegisterParams } from './member-strategy';
import { sendOnWww } from './send-on-www';

/** The captcha tokens as the login and register calls send them. */
function captchaOptions(tokens?: CaptchaTokenInput) {
  return tokens && { captchaTokens: [{ Recaptcha: tokens.recaptchaToken, InvisibleRecaptcha: tokens.invisibleRecaptchaToken }] };
}

/**
 * The email/password flows: login, registration, email verification and the next state. Each call's answer
 * becomes the session's login state; an error is a FAILURE and keeps the state before it.
 */
export function loginFlows({ send, session }: FlowContext): Pick<MemberFlows, 'login' | 'register' | 'processVerification' | 'proceedToNextState'> {
  // Only the calls used are bound, so the modules' enums are tree-shaken from this entry.
  const onWww = sendOnWww(send);
  const auth = bindModule({ loginV2, registerV2, proceedToNextState }, onWww);
  const verification = bindModule({ verifyDuringAuthentication }, onWww);
  /** Runs one identity call: its answer becomes the next login state, an error a FAILURE. */
  const runFlow = async (call: () => Promise<Parameters<typeof toLoginState>[0]>, onError: (error: unknown) => LoginStateResult = flowFailure) => {
    try {
      const result = toLoginState(await call());
      session.state = nextLoginState(session.state, result);
      return result;
    } catch (error) {
      return onError(error);
    }
  };

  return {
    login: (params: LoginParams) =>
      runFlow(() => auth.loginV2({ email: params.email }, { password: params.password, ...captchaOptions(params.captchaTokens) }), loginFailure),
    register: (params: RegisterParams) =>
      runFlow(
        () => auth.registerV2({ email: params.email }, { password: params.password, ...(params.profile && { profile: params.profile }), ...captchaOptions(params.captchaTokens) }),
        registerFailure,
      ),
    async processVerification(inputs: { verificationCode?: string | undefined; code?: string | undefined }, given?: LoginStateResult) {
      const current = given ?? session.state;
      if (current.loginState !== 'EMAIL_VERIFICATION_REQUIRED') return { loginState: 'FAILURE', error: UNKNOWN_STATE } as const;
      return runFlow(() => verification.verifyDuringAuthentication(inputs?.verificationCode ?? inputs?.code ?? '', { stateToken: current.data.stateToken }));
    },
    async proceedToNextState(stateToken?: string) {
      const token = stateToken ?? (session.state.loginState === 'EMAIL_VERIFICATION_REQUIRED' ? session.state.data.stateToken : undefined);
      if (!token) return { loginState: 'FAILURE', error: UNKNOWN_STATE } as const;
      return runFlow(() => auth.proceedToNextState({ stateToken: token }));
    },
  };
}
