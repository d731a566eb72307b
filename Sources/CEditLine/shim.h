// shim.h: the C side of LineEditing's use of libedit (histedit.h) and of POSIX signals.
//
// Swift cannot call C variadic functions (el_set, el_get, history) nor C macros (FD_SET), so each
// call that LineEditing needs has a fixed-argument wrapper here. Everything in this file is
// stateless on purpose.
//
// NB: never add a `static` variable to this header. Swift emits a private copy of every
// `static inline` function (and of every static it touches) into each object file that calls
// it, so a flag set through one copy would not be seen through another. Signal flags live in
// Swift (`Signals`, Synchronization.Atomic) for that reason.
#ifndef ANIMSET_CEDITLINE_SHIM_H
#define ANIMSET_CEDITLINE_SHIM_H

#include <errno.h>
#include <fcntl.h>
#include <langinfo.h>
#include <locale.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/ioctl.h>
#include <termios.h>
#include <unistd.h>
#include <wchar.h>
#include <histedit.h>

// MARK: standard streams (Swift 6 rejects the C globals `stdin`/`stdout`/`stderr`)

static inline FILE *cedit_stdin(void) { return stdin; }
static inline FILE *cedit_stdout(void) { return stdout; }
static inline FILE *cedit_stderr(void) { return stderr; }

// MARK: editor settings (wrappers for the variadic el_set / el_get)

typedef char *(*cedit_prompt_fn)(EditLine *);
typedef unsigned char (*cedit_command_fn)(EditLine *, int);

static inline int cedit_set_editor(EditLine *el, const char *name) {
    return el_set(el, EL_EDITOR, name);
}
static inline int cedit_set_signal(EditLine *el, int handle) {
    return el_set(el, EL_SIGNAL, handle);
}
/// Prompt function; characters between two `ignore` characters are printed but take no room.
static inline int cedit_set_prompt(EditLine *el, cedit_prompt_fn fn, char ignore) {
    return el_set(el, EL_PROMPT_ESC, fn, ignore);
}
static inline int cedit_set_clientdata(EditLine *el, void *data) {
    return el_set(el, EL_CLIENTDATA, data);
}
static inline void *cedit_clientdata(EditLine *el) {
    void *data = NULL;
    if (el_get(el, EL_CLIENTDATA, &data) != 0) return NULL;
    return data;
}
static inline int cedit_set_getcfn(EditLine *el, el_rfunc_t fn) {
    return el_set(el, EL_GETCFN, fn);
}
static inline int cedit_set_history(EditLine *el, History *h) {
    return el_set(el, EL_HIST, history, h);
}
static inline int cedit_add_function(EditLine *el, const char *name, const char *help,
                                     cedit_command_fn fn) {
    return el_set(el, EL_ADDFN, name, help, fn);
}
static inline int cedit_bind(EditLine *el, const char *key, const char *command) {
    return el_set(el, EL_BIND, key, command, (const char *)NULL);
}

// MARK: history (wrappers for the variadic history())

static inline int cedit_history_set_size(History *h, int size) {
    HistEvent ev;
    return history(h, &ev, H_SETSIZE, size);
}
static inline int cedit_history_set_unique(History *h, int unique) {
    HistEvent ev;
    return history(h, &ev, H_SETUNIQUE, unique);
}
static inline int cedit_history_enter(History *h, const char *line) {
    HistEvent ev;
    return history(h, &ev, H_ENTER, line);
}
// NB: no H_LOAD: libedit's loader overflowed a heap buffer on a crafted history file; animset
// reads the file itself (HistoryFile.entries) and enters each line with H_ENTER.
static inline int cedit_history_save_fp(History *h, FILE *fp) {
    HistEvent ev;
    return history(h, &ev, H_SAVE_FP, fp);
}
static inline int cedit_history_clear(History *h) {
    HistEvent ev;
    return history(h, &ev, H_CLEAR);
}
/// The oldest entry, or NULL when the history is empty; starts a walk with cedit_history_newer.
static inline const char *cedit_history_oldest(History *h) {
    HistEvent ev;
    if (history(h, &ev, H_LAST) != 0) return NULL;
    return ev.str;
}
/// The entry after the one the last call returned, or NULL at the newest.
static inline const char *cedit_history_newer(History *h) {
    HistEvent ev;
    if (history(h, &ev, H_PREV) != 0) return NULL;
    return ev.str;
}

// MARK: signals and waiting

/// Installs `handler` for `sig` with no SA_RESTART, so a blocking read(2) fails with EINTR.
static inline int cedit_install_handler(int sig, void (*handler)(int)) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = handler;
    sigemptyset(&action.sa_mask);
    action.sa_flags = 0;
    return sigaction(sig, &action, NULL);
}

/// Makes a non-blocking, close-on-exec pipe; 0 on success. Signal handlers write a byte to
/// it to wake a reader waiting in poll(2), whichever thread the signal was delivered to.
static inline int cedit_make_wakeup_pipe(int *read_end, int *write_end) {
    int fds[2];
    if (pipe(fds) != 0) return -1;
    for (int i = 0; i < 2; i++) {
        fcntl(fds[i], F_SETFL, fcntl(fds[i], F_GETFL) | O_NONBLOCK);
        fcntl(fds[i], F_SETFD, FD_CLOEXEC);
    }
    *read_end = fds[0];
    *write_end = fds[1];
    return 0;
}

static inline int cedit_errno(void) { return errno; }
static inline void cedit_set_errno(int value) { errno = value; }

/// Terminal size of `fd` (TIOCGWINSZ); 0 on success.
static inline int cedit_window_size(int fd, int *columns, int *rows) {
    struct winsize size;
    memset(&size, 0, sizeof size);
    if (ioctl(fd, TIOCGWINSZ, &size) != 0) return -1;
    *columns = size.ws_col;
    *rows = size.ws_row;
    return 0;
}

/// Makes LC_CTYPE a UTF-8 locale (the user's, else C.UTF-8) so libedit accepts non-ASCII input.
/// Returns 1 when the character set is UTF-8 afterwards.
static inline int cedit_use_utf8_ctype(void) {
    setlocale(LC_CTYPE, "");
    const char *codeset = nl_langinfo(CODESET);
    if (codeset != NULL && strcmp(codeset, "UTF-8") == 0) return 1;
    if (setlocale(LC_CTYPE, "C.UTF-8") == NULL) return 0;
    codeset = nl_langinfo(CODESET);
    return codeset != NULL && strcmp(codeset, "UTF-8") == 0;
}

/// Decodes one multibyte character from `length` bytes: 1 when `*out` holds a character,
/// 0 when the bytes are the start of one (read more), -1 when they are not a character.
static inline int cedit_decode(wchar_t *out, const char *bytes, size_t length) {
    mbstate_t state;
    memset(&state, 0, sizeof state);
    size_t used = mbrtowc(out, bytes, length, &state);
    if (used == (size_t)-2) return 0;
    if (used == (size_t)-1) return -1;
    return 1;
}

// MARK: playback (animation at the prompt)

/// Turns off canonical input and echo in `mode` (keys arrive one by one, unseen), keeping
/// ISIG so Ctrl-C still raises SIGINT; Ctrl-Z arrives as a key (the prompt then handles it);
/// a read returns as soon as one byte is there.
static inline void cedit_make_noncanonical(struct termios *mode) {
    mode->c_lflag &= ~(tcflag_t)(ICANON | ECHO);
    mode->c_cc[VSUSP] = _POSIX_VDISABLE;
    mode->c_cc[VMIN] = 1;
    mode->c_cc[VTIME] = 0;
}

/// Turns off canonical input and echo in `mode` for the time between two lines at the prompt:
/// keys typed while a command runs wait unseen, each as typed (a Ctrl-D stays a Ctrl-D, a long
/// line is not cut at the line discipline's 4,095 bytes), for the line editor to read. Signals,
/// Ctrl-C and Ctrl-Z included, work as in canonical mode.
static inline void cedit_make_holding(struct termios *mode) {
    mode->c_lflag &= ~(tcflag_t)(ICANON | ECHO);
    mode->c_cc[VMIN] = 1;
    mode->c_cc[VTIME] = 0;
}

/// Installs `handler` for a crash signal: run once (SA_RESETHAND puts back the default action)
/// and not blocked while it runs (SA_NODEFER), so the handler can restore the terminal and
/// raise the signal again to die of it as it would have.
static inline int cedit_install_crash_handler(int sig, void (*handler)(int)) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = handler;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESETHAND | SA_NODEFER;
    return sigaction(sig, &action, NULL);
}

// MARK: mouse reporting

/// Installs `handler` for SIGTSTP (Ctrl-Z) with SA_RESTART, so output written when it comes
/// is not cut short.
static inline int cedit_install_stop_handler(void (*handler)(int)) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = handler;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    return sigaction(SIGTSTP, &action, NULL);
}

/// From a SIGTSTP handler: stops the process as Ctrl-Z does without a handler (the default
/// action, SIGTSTP unblocked, raised); returns once the process is continued.
static inline void cedit_stop_self(void) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = SIG_DFL;
    sigemptyset(&action.sa_mask);
    sigaction(SIGTSTP, &action, NULL);
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, SIGTSTP);
    sigprocmask(SIG_UNBLOCK, &set, NULL);
    raise(SIGTSTP);
}

#endif
