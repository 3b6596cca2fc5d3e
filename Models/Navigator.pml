/*
 * The navigator's protocol, as Sources/WaypointNavigation/Navigator/Navigator.swift and
 * TransitionQueue.swift implement it, with a host and a user. Not a property file: the files
 * next to it include this one and say what they check (see the README, "Model checking").
 *
 * The main actor is one process: each turn picks whatever may happen next — a command
 * (`execute`), a settle() call, a gesture the host reports, a host completion (also a late or
 * repeated one), the timeout firing — and runs it to the end in one `atomic` block, as the
 * Swift code runs each of them to the end on the main actor.
 *
 * Tree: a root stack and at most one sheet holding a stack (enough for plans of two steps:
 * dismiss + edit, edit + present, edit + edit). Screens are small numbers, fresh for every new
 * screen; 0 is "no screen". Unused slots are kept 0 so equal trees are equal vectors.
 *
 * Switches (`spin -DNAME ...`, or `Models/verify.sh -DNAME`):
 *   GESTURES_SURVIVE_REFUSAL  issue 13's fix: after a refused (or timed-out) step, `shown` is
 *                             what the host showed before it with each gesture made meanwhile
 *                             replayed, when it applies there and removes only screens the user
 *                             removed.
 *   REFUSAL_DROPS_GESTURES    the code before that fix: `shown` is reset to what the host showed
 *                             before the step, dropping those gestures.
 *                             Without either, the model follows main (see below).
 *   LATE_COMPLETION           a host may still finish a step after the navigator timed it out
 *                             (the completion is ignored by design). Without it, a host that
 *                             misses the timeout gives the step up when the timer fires.
 *   NO_TIMEOUT                transitionTimeout = nil.
 */

/* Whether main has issue 13's fix (a refused step keeps the gestures made meanwhile): it has
 * (TransitionQueue.userChanged replays each gesture on `shownBefore`). With 0, the model drops
 * those gestures as the code before the fix did, and NoGestureLost.pml fails. */
#define MAIN_KEEPS_GESTURES_OF_REFUSED_STEPS 1
#if !defined(REFUSAL_DROPS_GESTURES) && !defined(GESTURES_SURVIVE_REFUSAL) && MAIN_KEEPS_GESTURES_OF_REFUSED_STEPS
#define GESTURES_SURVIVE_REFUSAL
#endif

#ifndef NCMD
#define NCMD 3          /* commands (or settle() calls) the app makes */
#endif
#ifndef NGEST
#define NGEST 2         /* gestures the user makes, at any moment */
#endif
#ifndef NSTALE
#define NSTALE 1        /* completions a host calls twice (stale ones) */
#endif

#define MAXR 4          /* capacity of the root stack in the model */
#define MAXS 3          /* capacity of the sheet's stack in the model */
/* screens are numbered 1..7 (bit sets in a byte): NCMD + 1 < 8 */
#define LIMR 3          /* commands keep the root this shallow ... */
#define LIMS 2          /* ... and the sheet this shallow */

typedef NS {            /* a NavigationState */
    byte r[MAXR]; byte rn;   /* root stack, bottom first */
    byte s[MAXS]; byte sn    /* the sheet's stack; sn == 0: no sheet */
};

#define K_PUSH    1     /* push(id, in: level) */
#define K_POP     2     /* pop(in: level) */
#define K_SET     3     /* setStack(st, in: level) */
#define K_PRESENT 4     /* present(sheet(st), fromLevel: 0) */
#define K_DISMISS 5     /* dismiss(toLevel: 0) */

typedef Step { byte kind; byte level; byte id; byte st[MAXR]; byte n };

#define G_POP     1     /* interactivePop(in: top level) */
#define G_CANCEL  2     /* cancelledInteractivePop(in: top level) */
#define G_SWIPE   3     /* swipeDown(level: 1) */
#define G_POPTO   4     /* popTo(gid, in: top level): the back button's menu, several screens at once */

/* TransitionQueue.Phase */
#define IDLE     0
#define INFLIGHT 1
#define STALLED  2

/* TransitionQueue.Action */
#define A_NONE    0
#define A_PERFORM 1
#define A_SETTLED 2
#define A_STALLED 3

/* How the host answered `perform` */
#define H_DONE    1     /* finished before perform returned (finishedEarly) */
#define H_REFUSED 2     /* refused before perform returned */
#define H_LATER   3     /* transition in flight; completion comes later */

/* ---------------------------------------------------------------- state */

/* Navigator */
NS target;              /* navigator.state == queue.target (always equal in the Swift code) */
NS shown;               /* queue.shown: what the navigator believes the host shows */
NS before;              /* Phase.inFlight(_, shownBefore:) */
byte phase = IDLE;
Step plan[2]; byte plann;   /* the rest of the plan */
Step cur;               /* the step being started */
byte action;
byte stepToken;
bool timerArmed; byte timerToken;           /* outlets.timer */
bool lateFire; byte lateToken;              /* a timer that woke before it was cancelled */
bool waiting;           /* somebody waits in settle() */

/* Host */
NS H;                   /* what the host shows */
NS Hb;                  /* what it shows if the step in flight is refused: before it, gestures included */
bool hostBusy; byte hostToken;
byte hostAnswer;
byte staleLeft = NSTALE; byte staleToken;   /* an old completion the host may call again */

/* User */
byte gone;              /* bit set of screens the user removed, for the gesture property */
bool dropped;           /* the navigator ignored a gesture the host reported */

/* App */
byte nextID = 2;        /* screen #1 is the root on display at the start */

/* scratch */
bool ok; byte i; byte j; byte popped;
NS tmp; Step st2;
byte gid;               /* the screen a popTo gesture keeps */
bool needNext;          /* the queue must plan (TransitionQueue.next()) */
byte removed;           /* the screens the gesture being handled removed */
NS tmp2;

/* ---------------------------------------------------------------- trees */

inline nsCopy(d, x) {
    d.r[0] = x.r[0]; d.r[1] = x.r[1]; d.r[2] = x.r[2]; d.r[3] = x.r[3]; d.rn = x.rn;
    d.s[0] = x.s[0]; d.s[1] = x.s[1]; d.s[2] = x.s[2]; d.sn = x.sn
}

inline nsClear(d) {
    d.r[0] = 0; d.r[1] = 0; d.r[2] = 0; d.r[3] = 0; d.rn = 0;
    d.s[0] = 0; d.s[1] = 0; d.s[2] = 0; d.sn = 0
}

#define nsEq(a, b) (a.rn == b.rn && a.sn == b.sn && a.r[0] == b.r[0] && a.r[1] == b.r[1] \
    && a.r[2] == b.r[2] && a.r[3] == b.r[3] && a.s[0] == b.s[0] && a.s[1] == b.s[1] && a.s[2] == b.s[2])

#define inRoot(x, v) (v != 0 && (x.r[0] == v || x.r[1] == v || x.r[2] == v || x.r[3] == v))
#define inSheet(x, v) (v != 0 && (x.s[0] == v || x.s[1] == v || x.s[2] == v))
#define nsHas(x, v) (inRoot(x, v) || inSheet(x, v))
/* the screens of x as a bit set (screens are 1..7) */
#define maskOf(x) (((1 << x.r[0]) | (1 << x.r[1]) | (1 << x.r[2]) | (1 << x.r[3]) \
    | (1 << x.s[0]) | (1 << x.s[1]) | (1 << x.s[2])) & 254)
#define topLevel(x) (x.sn > 0 -> 1 : 0)
#define levelLen(x, L) (L == 0 -> x.rn : x.sn)
#define levelExists(x, L) (L == 0 || x.sn > 0)
#define cap(L) (L == 0 -> MAXR : MAXS)

inline stepClear(t) {
    t.kind = 0; t.level = 0; t.id = 0; t.st[0] = 0; t.st[1] = 0; t.st[2] = 0; t.st[3] = 0; t.n = 0
}

inline stepCopy(d, t) {
    d.kind = t.kind; d.level = t.level; d.id = t.id;
    d.st[0] = t.st[0]; d.st[1] = t.st[1]; d.st[2] = t.st[2]; d.st[3] = t.st[3]; d.n = t.n
}

/* Replaces the stack at level L of x with t.st (t.n screens). */
inline setLevel(x, L, t) {
    if
    :: L == 0 -> x.r[0] = t.st[0]; x.r[1] = t.st[1]; x.r[2] = t.st[2]; x.r[3] = t.st[3]; x.rn = t.n
    :: else -> x.s[0] = t.st[0]; x.s[1] = t.st[1]; x.s[2] = t.st[2]; x.sn = t.n
    fi
}

/* ok := the host rules of NavigationState.performing(HostStep) allow step t on x. */
inline legal(x, t) {
    ok = true;
    if
    :: t.kind == K_PUSH ->
        ok = (levelExists(x, t.level) && levelLen(x, t.level) < cap(t.level) && !nsHas(x, t.id))
    :: t.kind == K_POP ->
        ok = (levelExists(x, t.level) && levelLen(x, t.level) >= 2)
    :: t.kind == K_SET ->
        ok = levelExists(x, t.level);
        i = 0;
        do
        :: i < t.n ->
            if
            :: (t.level == 0 && inSheet(x, t.st[i])) || (t.level == 1 && inRoot(x, t.st[i])) -> ok = false
            :: else -> skip
            fi;
            i++
        :: else -> break
        od
    :: t.kind == K_PRESENT ->
        ok = (x.sn == 0);
        i = 0;
        do
        :: i < t.n -> ok = (ok && !inRoot(x, t.st[i])); i++
        :: else -> break
        od
    :: t.kind == K_DISMISS ->
        ok = (x.sn > 0)
    fi;
    i = 0
}

/* x := x performing step t (legal). */
inline apply(x, t) {
    if
    :: t.kind == K_PUSH && t.level == 0 -> x.r[x.rn] = t.id; x.rn++
    :: t.kind == K_PUSH && t.level == 1 -> x.s[x.sn] = t.id; x.sn++
    :: t.kind == K_POP && t.level == 0 -> x.rn--; x.r[x.rn] = 0
    :: t.kind == K_POP && t.level == 1 -> x.sn--; x.s[x.sn] = 0
    :: t.kind == K_SET || t.kind == K_PRESENT -> setLevel(x, t.level, t)
    :: t.kind == K_DISMISS -> x.s[0] = 0; x.s[1] = 0; x.s[2] = 0; x.sn = 0
    fi
}

/* j := the index of screen gid in the stack at level gl of x; MAXR when it is not there */
inline indexOf(x, gl) {
    j = 0;
    do
    :: j < MAXR && ((gl == 0 && x.r[j] != gid) || (gl == 1 && (j >= MAXS || x.s[j] != gid))) -> j++
    :: else -> break
    od
}

/* ok := the user can make gesture g (at level gl) on x: NavigationState.performing(UserGesture). */
inline gestureLegal(x, g, gl) {
    if
    :: g == G_POP || g == G_CANCEL -> ok = (gl == topLevel(x) && levelLen(x, gl) >= 2)
    :: g == G_SWIPE -> ok = (gl == 1 && x.sn > 0)
    :: g == G_POPTO -> indexOf(x, gl); ok = (gl == topLevel(x) && gid != 0 && j + 1 < levelLen(x, gl)); j = 0
    fi
}

inline gestureApply(x, g, gl) {
    if
    :: g == G_POP && gl == 0 -> x.rn--; x.r[x.rn] = 0
    :: g == G_POP && gl == 1 -> x.sn--; x.s[x.sn] = 0
    :: g == G_CANCEL -> skip
    :: g == G_SWIPE -> x.s[0] = 0; x.s[1] = 0; x.s[2] = 0; x.sn = 0
    :: g == G_POPTO && gl == 0 ->
        indexOf(x, gl);
        do :: x.rn > j + 1 -> x.rn--; x.r[x.rn] = 0 :: else -> break od;
        j = 0
    :: g == G_POPTO && gl == 1 ->
        indexOf(x, gl);
        do :: x.sn > j + 1 -> x.sn--; x.s[x.sn] = 0 :: else -> break od;
        j = 0
    fi
}

/* x with gesture g replayed, when it applies there and removes only screens in `removed`
 * (what the gesture removed where the user made it); otherwise x unchanged. */
inline replay(x, g, gl) {
    gestureLegal(x, g, gl);
    if
    :: ok ->
        nsCopy(tmp2, x); gestureApply(tmp2, g, gl);
        if
        :: (maskOf(x) & ~maskOf(tmp2) & ~removed & 254) == 0 -> nsCopy(x, tmp2)
        :: else -> skip
        fi;
        nsClear(tmp2)
    :: else -> skip
    fi
}

/* ---------------------------------------------------------------- NavigationDiff.steps */

/* ContainerFix.between for the stacks a (an) -> b (bn) at level L: appends 0 or 1 step. */
inline stackFix(a0, a1, a2, a3, an, b0, b1, b2, b3, bn, L) {
    /* shared prefix */
    j = 0;
    do
    :: j < an && j < bn && ((j == 0 && a0 == b0) || (j == 1 && a1 == b1) || (j == 2 && a2 == b2) || (j == 3 && a3 == b3)) -> j++
    :: else -> break
    od;
    stepClear(st2);
    st2.level = L;
    if
    :: j == an && j == bn -> skip                           /* same */
    :: bn == an + 1 && j == an ->
        st2.kind = K_PUSH;
        st2.id = (bn == 1 -> b0 : (bn == 2 -> b1 : (bn == 3 -> b2 : b3)))
    :: an == bn + 1 && j == bn -> st2.kind = K_POP
    :: else ->
        st2.kind = K_SET; st2.st[0] = b0; st2.st[1] = b1; st2.st[2] = b2; st2.st[3] = b3; st2.n = bn
    fi;
    if
    :: st2.kind != 0 -> stepCopy(plan[plann], st2); plann++
    :: else -> skip
    fi;
    j = 0
}

/* plan := NavigationDiff.steps(from: shown, to: target) */
inline diff() {
    plann = 0;
    if
    :: shown.sn > 0 && target.sn == 0 ->
        stepClear(st2); st2.kind = K_DISMISS; stepCopy(plan[plann], st2); plann++
    :: else -> skip
    fi;
    stackFix(shown.r[0], shown.r[1], shown.r[2], shown.r[3], shown.rn,
             target.r[0], target.r[1], target.r[2], target.r[3], target.rn, 0);
    if
    :: shown.sn > 0 && target.sn > 0 ->
        stackFix(shown.s[0], shown.s[1], shown.s[2], 0, shown.sn,
                 target.s[0], target.s[1], target.s[2], 0, target.sn, 1)
    :: shown.sn == 0 && target.sn > 0 ->
        stepClear(st2); st2.kind = K_PRESENT; st2.level = 1;
        st2.st[0] = target.s[0]; st2.st[1] = target.s[1]; st2.st[2] = target.s[2]; st2.n = target.sn;
        stepCopy(plan[plann], st2); plann++
    :: else -> skip
    fi;
    stepClear(st2)
}

/* ---------------------------------------------------------------- TransitionQueue */

inline leaveFlight() { nsClear(before) }

inline clearPlan() { plann = 0; stepClear(plan[0]); stepClear(plan[1]) }

/* next(): plan from shown to target, start the next step or say settled. */
inline next() {
    if
    :: plann == 0 -> diff()
    :: else -> skip
    fi;
    if
    :: plann == 0 ->
        nsCopy(shown, target);
        action = A_SETTLED
    :: else ->
        stepCopy(cur, plan[0]);
        stepCopy(plan[0], plan[1]); stepClear(plan[1]);
        plann--;
        legal(shown, cur);
        assert(ok);                     /* the diff's law: every planned step is legal */
        nsCopy(before, shown);
        apply(shown, cur);
        if
        :: plann == 0 -> assert(nsEq(shown, target))   /* the last step leads to the target */
        :: else -> skip
        fi;
        phase = INFLIGHT;
        action = A_PERFORM
    fi
}

/* commit(_:step:), with target already set */
inline queueCommit() {
    clearPlan();
    if
    :: phase == INFLIGHT -> action = A_NONE
    :: else -> phase = IDLE; needNext = true
    fi
}

/* stepFinished(_:) */
inline stepFinished(completed) {
    if
    :: phase != INFLIGHT -> assert(false)   /* TransitionQueue's precondition: only the step in flight finishes */
    :: phase == INFLIGHT && completed ->
        phase = IDLE; leaveFlight(); needNext = true; action = A_NONE
    :: phase == INFLIGHT && !completed ->
        nsCopy(shown, before); leaveFlight();
        clearPlan();
        phase = STALLED;
        action = A_STALLED
    fi
}

/* userChanged(shown: tmp, target: target) */
inline userChanged(g, gl) {
    clearPlan();
    if
    :: phase == INFLIGHT ->
#ifdef GESTURES_SURVIVE_REFUSAL
        removed = maskOf(shown) & ~maskOf(tmp) & 254;
        replay(before, g, gl);
        removed = 0;
#endif
        nsCopy(shown, tmp);
        action = A_NONE
    :: else -> nsCopy(shown, tmp); phase = IDLE; needNext = true
    fi
}

/* ---------------------------------------------------------------- Navigator */

/* outlets.cancelTimer(): the timer's task may already have woken (it then runs later, stale) */
inline cancelTimer() {
    if
    :: timerArmed ->
        timerArmed = false;
        if
        :: !lateFire -> lateFire = true; lateToken = timerToken
        :: true -> skip
        fi;
        timerToken = 0
    :: else -> skip
    fi
}

inline startTimer() {
    cancelTimer();
#ifndef NO_TIMEOUT
    timerArmed = true; timerToken = stepToken
#endif
}

/* host.perform(cur) -> hostAnswer */
inline hostPerform() {
    if
    :: hostBusy -> hostAnswer = H_REFUSED       /* InMemoryHost: a step while one is in flight */
    :: else ->
        legal(H, cur);
        if
        :: !ok -> hostAnswer = H_REFUSED
        :: else ->
            if
            :: apply(H, cur); hostAnswer = H_DONE
            :: hostAnswer = H_REFUSED                       /* a platform may refuse a legal step */
            :: nsCopy(Hb, H); apply(H, cur); hostBusy = true; hostToken = stepToken; hostAnswer = H_LATER
            fi
        fi
    fi
}

/* Navigator.run(_:), with TransitionQueue.next() when the queue must plan: performs the queue's
 * actions; a host that answers before perform returns is looped (finishedEarly). */
inline perform() {
    do
    :: needNext -> needNext = false; next()
    :: !needNext && action == A_NONE -> break
    :: !needNext && (action == A_SETTLED || action == A_STALLED) -> waiting = false; action = A_NONE
    :: !needNext && action == A_PERFORM ->
        stepToken++;
        hostPerform();
        if
        :: hostAnswer == H_LATER -> startTimer(); action = A_NONE
        :: hostAnswer == H_DONE -> stepToken++; stepFinished(true)      /* hostFinished: taken once */
        :: hostAnswer == H_REFUSED -> stepToken++; stepFinished(false)
        fi;
        hostAnswer = 0
    od;
    stepClear(cur)
}

/* Navigator.hostFinished(_:token:) */
inline hostFinished(completed, tok) {
    if
    :: tok != stepToken -> skip         /* an older step's completion */
    :: else -> stepToken++; cancelTimer(); stepFinished(completed)   /* taken once */
    fi
}

/* Navigator.stepTimedOut(_:after:token:) */
inline stepTimedOut(tok) {
    if
    :: tok == stepToken && phase == INFLIGHT ->
        stepToken++;
        timerArmed = false; timerToken = 0;
        stepFinished(false)
    :: else -> skip
    fi
}

/* Navigator.hostReported(_:) for gesture g at level gl. */
inline hostReported(g, gl) {
    gestureLegal(shown, g, gl);
    if
    :: !ok -> dropped = true                /* `guard let after = try? ...` */
    :: else ->
        nsCopy(tmp, shown); gestureApply(tmp, g, gl);   /* tmp = after */
        /* target = state.reconciling(gesture, shown: shown, after: tmp) */
        if
        :: g == G_POP || g == G_POPTO ->
            /* interactivePop: the top screen; popTo: the screen above the one kept */
            if
            :: g == G_POP -> popped = (gl == 0 -> shown.r[shown.rn - 1] : shown.s[shown.sn - 1])
            :: g == G_POPTO -> indexOf(shown, gl); popped = (gl == 0 -> shown.r[j + 1] : shown.s[j + 1]); j = 0
            fi;
            if
            :: inRoot(target, popped) ->
                j = 0;
                do :: target.r[j] != popped -> j++ :: else -> break od;
                if
                :: j == 0 -> nsCopy(target, tmp)           /* removing(_) == nil: the user's state wins */
                :: else -> do :: target.rn > j -> target.rn--; target.r[target.rn] = 0 :: else -> break od
                fi
            :: !inRoot(target, popped) && inSheet(target, popped) ->
                j = 0;
                do :: target.s[j] != popped -> j++ :: else -> break od;
                if
                :: j == 0 -> nsCopy(target, tmp)
                :: else -> do :: target.sn > j -> target.sn--; target.s[target.sn] = 0 :: else -> break od
                fi
            :: else -> skip
            fi;
            popped = 0; j = 0
        :: g == G_SWIPE ->
            if
            :: target.sn > 0 && (inSheet(target, shown.s[0]) || inSheet(target, shown.s[1]) || inSheet(target, shown.s[2])) ->
                target.s[0] = 0; target.s[1] = 0; target.s[2] = 0; target.sn = 0
            :: else -> skip
            fi
        :: g == G_CANCEL -> skip
        fi;
        userChanged(g, gl);
        nsClear(tmp)
    fi
}

#define isSettled (phase == IDLE && nsEq(shown, target))

/* ---------------------------------------------------------------- properties */

/* At the end of every main-actor turn. */
inline check() {
#ifdef CHECK_GESTURES
    assert(!dropped);                                   /* every gesture the host reports is taken */
    assert(nsEq(shown, H));                             /* and kept in what the navigator believes */
    i = 1;
    do
    :: i < 8 -> assert(!((gone >> i) & 1) || !nsHas(target, i)); i++   /* a removed screen stays gone */
    :: else -> break
    od;
    i = 0;
#endif
#ifdef CHECK_SETTLED
    assert(!isSettled || nsEq(H, target));              /* settled: the host shows the state */
#endif
    skip
}

/* ---------------------------------------------------------------- the main actor */

/* Events */
#define E_COMMAND 1
#define E_SETTLE  2
#define E_GESTURE 3
#define E_DONE    4     /* the host finishes the step in flight */
#define E_REFUSE  5     /* the host refuses the step in flight, late */
#define E_STALE   6     /* the host calls an old completion again */
#define E_TIMEOUT 7     /* the timer fires */
#define E_LATE    8     /* a timer task that woke before it was cancelled runs */

byte ev;
byte cmds;              /* commands and settle() calls the app made */
byte gests;             /* gestures the user made */
bool finalSettle;       /* the app's last settle() has returned */
byte g; byte gl; byte t;

active proctype MainActor() {
    /* the host shows the root stack [#1], settled */
    atomic { target.r[0] = 1; target.rn = 1; nsCopy(shown, target); nsCopy(H, target) };
    do
    :: atomic {
        if
        :: !waiting && cmds < NCMD -> ev = E_COMMAND; cmds++
        :: !waiting && cmds < NCMD -> ev = E_SETTLE; cmds++
        :: !waiting && cmds == NCMD && !finalSettle -> ev = E_SETTLE; finalSettle = true
        :: gests < NGEST && levelLen(H, topLevel(H)) >= 2 -> ev = E_GESTURE; g = G_POP; gests++
        :: gests < NGEST && levelLen(H, topLevel(H)) >= 2 -> ev = E_GESTURE; g = G_CANCEL; gests++
        :: gests < NGEST && H.sn > 0 -> ev = E_GESTURE; g = G_SWIPE; gests++
        :: gests < NGEST && levelLen(H, topLevel(H)) >= 3 ->      /* back-button menu: down to the first screen */
            ev = E_GESTURE; g = G_POPTO; gests++;
            gid = (topLevel(H) == 0 -> H.r[0] : H.s[0])
        :: hostBusy -> ev = E_DONE
        :: hostBusy -> ev = E_REFUSE
        :: staleLeft > 0 && staleToken != 0 && !hostBusy -> ev = E_STALE; staleLeft--
        :: timerArmed -> ev = E_TIMEOUT
        :: lateFire -> ev = E_LATE
        fi;
        if
        :: ev == E_COMMAND ->
            /* Navigator.execute(_:) of a command valid on the state, on its top-most level */
            assert(nextID < 8);                     /* screens fit the bit sets */
            if
            :: target.sn == 0 && target.rn < LIMR -> target.r[target.rn] = nextID; target.rn++; nextID++    /* push */
            :: target.sn > 0 && target.sn < LIMS -> target.s[target.sn] = nextID; target.sn++; nextID++     /* push */
            :: target.sn == 0 && target.rn >= 2 -> target.rn--; target.r[target.rn] = 0                     /* pop */
            :: target.sn >= 2 -> target.sn--; target.s[target.sn] = 0                                        /* pop */
            :: target.sn == 0 -> target.s[0] = nextID; target.sn = 1; nextID++                               /* present */
            :: target.sn > 0 -> target.s[0] = 0; target.s[1] = 0; target.s[2] = 0; target.sn = 0             /* dismiss */
            fi;
            queueCommit()
        :: ev == E_SETTLE ->
            /* Navigator.settle(): returns at once when settled or stopped, else waits to be resumed */
            waiting = !(isSettled || phase == STALLED)
        :: ev == E_GESTURE ->
            /* InMemoryHost.simulate: the host changes, then tells the navigator */
            gl = topLevel(H);
            removed = maskOf(H);
            gestureApply(H, g, gl);
            removed = removed & ~maskOf(H) & 254;
            gone = gone | removed;
            if
            :: hostBusy -> replay(Hb, g, gl)   /* what the host shows if it refuses the step in flight */
            :: else -> skip
            fi;
            removed = 0;
            hostReported(g, gl)
        :: ev == E_DONE ->
            hostBusy = false; t = hostToken; hostToken = 0; nsClear(Hb);
            staleToken = (staleLeft > 0 -> t : 0);
            hostFinished(true, t)
        :: ev == E_REFUSE ->
            nsCopy(H, Hb); nsClear(Hb);
            hostBusy = false; t = hostToken; hostToken = 0;
            hostFinished(false, t)
        :: ev == E_STALE ->
            t = staleToken; staleToken = 0;
            hostFinished(true, t)
        :: ev == E_TIMEOUT ->
            t = timerToken;
#ifndef LATE_COMPLETION
            /* a host that misses the timeout gives the step up: it counts as refused */
            if
            :: hostBusy && hostToken == t -> nsCopy(H, Hb); nsClear(Hb); hostBusy = false; hostToken = 0
            :: else -> skip
            fi;
#endif
            stepTimedOut(t)
        :: ev == E_LATE ->
            t = lateToken; lateFire = false; lateToken = 0;
            stepTimedOut(t)
        fi;
        perform();
        /* a readable trail: spin -t FILE prints one line per turn (events: see E_*, phases: IDLE..STALLED) */
        printf("event %d gesture %d | state %d %d %d / %d %d | shown %d %d %d / %d %d | host %d %d %d / %d %d | phase %d\n",
            ev, g, target.r[0], target.r[1], target.r[2], target.s[0], target.s[1],
            shown.r[0], shown.r[1], shown.r[2], shown.s[0], shown.s[1],
            H.r[0], H.r[1], H.r[2], H.s[0], H.s[1], phase);
        check();
        ev = 0; g = 0; gl = 0; t = 0; gid = 0
       }
    :: atomic { finalSettle && !waiting -> break }
    od
}
