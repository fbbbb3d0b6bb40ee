"""Kernel-level confinement of the interpreter worker (part of layer 2 and layer 3).

Everything here runs *inside the worker process*, during its trusted start-up, before
any model-written code: resource limits, Linux namespaces (network, mount, IPC, UTS),
a private root filesystem built from read-only bind mounts and a size-capped tmpfs
working directory, dropping root privileges, ``PR_SET_NO_NEW_PRIVS`` and a seccomp
BPF filter. ``ctypes`` is used for the system calls Python 3.11 does not wrap; user
code can neither import it (static check, runtime import guard) nor use it (the audit
hook denies every ``ctypes.*`` event, see ``worker.py``).

The worker imports this module, so it only uses the standard library.
"""

from __future__ import annotations

import ctypes
import os
import resource
import struct
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

# clone(2) / unshare(2) flags
CLONE_THREAD = 0x00010000
CLONE_NEWNS = 0x00020000
CLONE_NEWUTS = 0x04000000
CLONE_NEWIPC = 0x08000000
CLONE_NEWUSER = 0x10000000
CLONE_NEWPID = 0x20000000
CLONE_NEWNET = 0x40000000

# mount(2) flags
MS_RDONLY = 1
MS_NOSUID = 2
MS_NODEV = 4
MS_NOEXEC = 8
MS_REMOUNT = 32
MS_NOATIME = 1024
MS_NODIRATIME = 2048
MS_BIND = 4096
MS_REC = 16384
MS_PRIVATE = 1 << 18
MS_RELATIME = 1 << 21
MNT_DETACH = 2

# prctl(2) / seccomp(2)
PR_SET_NO_NEW_PRIVS = 38
PR_GET_SECCOMP = 21
PR_SET_SECCOMP = 22
SECCOMP_MODE_FILTER = 2
SECCOMP_RET_KILL_PROCESS = 0x80000000
SECCOMP_RET_ERRNO = 0x00050000
SECCOMP_RET_ALLOW = 0x7FFF0000
AUDIT_ARCH_X86_64 = 0xC000003E

# classic BPF opcodes
_BPF_LD_W_ABS = 0x20
_BPF_JEQ_K = 0x15
_BPF_JGE_K = 0x35
_BPF_JSET_K = 0x45
_BPF_RET_K = 0x06

_EPERM = 1
_ENOSYS = 38
_SYS_PIVOT_ROOT_X86_64 = 155

#: x86_64 system calls the worker never needs after start-up: they fail with EPERM.
DENIED_SYSCALLS_X86_64: Mapping[str, int] = {
    # networking (the pipe channel needs none of these)
    "socket": 41,
    "connect": 42,
    "accept": 43,
    "bind": 49,
    "listen": 50,
    "socketpair": 53,
    "accept4": 288,
    # new processes and programs (threads are allowed, see the clone rule)
    "fork": 57,
    "vfork": 58,
    "execve": 59,
    "execveat": 322,
    # other processes' memory and handles
    "ptrace": 101,
    "process_vm_readv": 310,
    "process_vm_writev": 311,
    "kcmp": 312,
    "pidfd_open": 434,
    "pidfd_getfd": 438,
    "pidfd_send_signal": 424,
    "tkill": 200,
    # namespaces, mounts, privileges
    "unshare": 272,
    "setns": 308,
    "mount": 165,
    "umount2": 166,
    "pivot_root": 155,
    "chroot": 161,
    "open_tree": 428,
    "move_mount": 429,
    "fsopen": 430,
    "fsconfig": 431,
    "fsmount": 432,
    "fspick": 433,
    "mount_setattr": 442,
    "setuid": 105,
    "setgid": 106,
    "setreuid": 113,
    "setregid": 114,
    "setgroups": 116,
    "setresuid": 117,
    "setresgid": 119,
    "setfsuid": 122,
    "setfsgid": 123,
    # kernel attack surface
    "bpf": 321,
    "perf_event_open": 298,
    "userfaultfd": 323,
    "io_uring_setup": 425,
    "io_uring_enter": 426,
    "io_uring_register": 427,
    "keyctl": 250,
    "add_key": 248,
    "request_key": 249,
    "personality": 135,
    "syslog": 103,
    "acct": 163,
    "quotactl": 179,
    "open_by_handle_at": 304,
    "name_to_handle_at": 303,
    "lookup_dcookie": 212,
    "fanotify_init": 300,
    "kexec_load": 246,
    "kexec_file_load": 320,
    "init_module": 175,
    "finit_module": 313,
    "delete_module": 176,
    "reboot": 169,
    "swapon": 167,
    "swapoff": 168,
    "sethostname": 170,
    "setdomainname": 171,
    "iopl": 172,
    "ioperm": 173,
    "vhangup": 153,
    # memory outside RLIMIT_AS and the working directory's size (anonymous files,
    # System V shared memory, semaphores and message queues)
    "memfd_create": 319,
    "memfd_secret": 447,
    "shmget": 29,
    "shmat": 30,
    "shmctl": 31,
    "semget": 64,
    "semop": 65,
    "semctl": 66,
    "semtimedop": 220,
    "msgget": 68,
    "msgsnd": 69,
    "msgrcv": 70,
    "msgctl": 71,
    # device nodes and FIFOs (os.mknod / os.mkfifo have no audit event)
    "mknod": 133,
    "mknodat": 259,
}
_CLONE_X86_64 = 56
_CLONE3_X86_64 = 435
#: Signal-sending calls whose first argument is the target process: allowed only
#: when the target is the worker itself.
_SELF_SIGNAL_X86_64 = {"kill": 62, "tgkill": 234, "rt_sigqueueinfo": 129, "rt_tgsigqueueinfo": 297}


class ConfinementError(OSError):
    """A confinement step failed."""


@dataclass(frozen=True)
class ResourceLimits:
    """Kernel resource limits of the worker (``setrlimit``), soft == hard.

    Attributes:
        memory_bytes: RLIMIT_AS, the address-space size.
        cpu_seconds: RLIMIT_CPU over the worker's lifetime (SIGXCPU, then SIGKILL).
        file_bytes: RLIMIT_FSIZE, the largest file the worker may write.
        open_files: RLIMIT_NOFILE.
        processes: RLIMIT_NPROC (threads count) for the sandbox user.
    """

    memory_bytes: int
    cpu_seconds: int
    file_bytes: int
    open_files: int
    processes: int


def apply_rlimits(limits: ResourceLimits) -> None:
    """Set soft and hard resource limits of the current process.

    Hard limits can only be lowered afterwards, so user code cannot raise them.
    """
    pairs = [
        (resource.RLIMIT_AS, limits.memory_bytes),
        (resource.RLIMIT_CPU, limits.cpu_seconds),
        (resource.RLIMIT_FSIZE, limits.file_bytes),
        (resource.RLIMIT_NOFILE, limits.open_files),
        (resource.RLIMIT_NPROC, limits.processes),
        (resource.RLIMIT_CORE, 0),
        (resource.RLIMIT_MEMLOCK, 0),
        (resource.RLIMIT_MSGQUEUE, 0),
    ]
    for kind, value in pairs:
        if kind == resource.RLIMIT_CPU:
            # SIGXCPU at the soft limit (terminates: Python does not handle it),
            # SIGKILL one second later at the hard limit.
            resource.setrlimit(kind, (value, value + 1))
        else:
            resource.setrlimit(kind, (value, value))


# ---------------------------------------------------------------------------
# libc wrappers
# ---------------------------------------------------------------------------


def _libc() -> ctypes.CDLL:
    return ctypes.CDLL(None, use_errno=True)


def _check(result: int, what: str) -> None:
    if result != 0:
        errno = ctypes.get_errno()
        raise ConfinementError(errno, f"{what}: {os.strerror(errno)}")


def _b(path: str | None) -> bytes | None:
    return None if path is None else os.fsencode(path)


def unshare(flags: int) -> None:
    """Move the process into new namespaces (``unshare(2)``)."""
    _check(_libc().unshare(ctypes.c_int(flags)), "unshare")


def mount(source: str | None, target: str, fstype: str | None, flags: int, data: str = "") -> None:
    """``mount(2)``."""
    libc = _libc()
    libc.mount.argtypes = [
        ctypes.c_char_p,
        ctypes.c_char_p,
        ctypes.c_char_p,
        ctypes.c_ulong,
        ctypes.c_char_p,
    ]
    result = libc.mount(_b(source), _b(target), _b(fstype), flags, data.encode() or None)
    _check(result, f"mount {source or ''} on {target}")


def umount(target: str, flags: int = 0) -> None:
    """``umount2(2)``."""
    libc = _libc()
    libc.umount2.argtypes = [ctypes.c_char_p, ctypes.c_int]
    _check(libc.umount2(_b(target), flags), f"umount {target}")


def pivot_root(new_root: str, put_old: str) -> None:
    """``pivot_root(2)`` (x86_64 system call number)."""
    libc = _libc()
    libc.syscall.restype = ctypes.c_long
    result = libc.syscall(
        ctypes.c_long(_SYS_PIVOT_ROOT_X86_64),
        ctypes.c_char_p(_b(new_root)),
        ctypes.c_char_p(_b(put_old)),
    )
    _check(int(result), "pivot_root")


def set_hostname(name: str) -> None:
    """``sethostname(2)`` (inside a new UTS namespace)."""
    raw = name.encode()
    _check(_libc().sethostname(ctypes.c_char_p(raw), ctypes.c_size_t(len(raw))), "sethostname")


def set_parent_death_signal(signum: int) -> None:
    """``prctl(PR_SET_PDEATHSIG)``: the kernel sends ``signum`` to this process when
    its parent dies. Cleared by credential changes, so call it after dropping root."""
    libc = _libc()
    libc.prctl.argtypes = [
        ctypes.c_int,
        ctypes.c_ulong,
        ctypes.c_ulong,
        ctypes.c_ulong,
        ctypes.c_ulong,
    ]
    _check(libc.prctl(1, signum, 0, 0, 0), "prctl(PR_SET_PDEATHSIG)")


def set_no_new_privs() -> None:
    """``prctl(PR_SET_NO_NEW_PRIVS, 1)``: no set-uid binaries, required for seccomp."""
    libc = _libc()
    libc.prctl.argtypes = [
        ctypes.c_int,
        ctypes.c_ulong,
        ctypes.c_ulong,
        ctypes.c_ulong,
        ctypes.c_ulong,
    ]
    _check(libc.prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0), "prctl(PR_SET_NO_NEW_PRIVS)")


# ---------------------------------------------------------------------------
# namespaces and capabilities
# ---------------------------------------------------------------------------


def enter_user_and_pid_namespace() -> None:
    """Unprivileged path: a new user namespace mapping our uid/gid to themselves,
    plus a new PID namespace (entered by the next child, see ``worker.py``).

    In the new user namespace the process holds every capability over namespaces it
    creates afterwards (mount, network...), so it can build the same private root as
    root does; `drop_capabilities` gives them up before user code runs.

    Raises:
        ConfinementError: When unprivileged user namespaces are disabled.
    """
    uid, gid = os.getuid(), os.getgid()
    unshare(CLONE_NEWUSER | CLONE_NEWPID)
    _write("/proc/self/setgroups", "deny")
    _write("/proc/self/uid_map", f"{uid} {uid} 1")
    _write("/proc/self/gid_map", f"{gid} {gid} 1")


def _write(path: str, text: str) -> None:
    fd = os.open(path, os.O_WRONLY)
    try:
        os.write(fd, text.encode())
    finally:
        os.close(fd)


_LINUX_CAPABILITY_VERSION_3 = 0x20080522
_PR_CAPBSET_DROP = 24
_PR_CAP_AMBIENT = 47
_PR_CAP_AMBIENT_CLEAR_ALL = 4
_EINVAL = 22


class _CapHeader(ctypes.Structure):
    _fields_ = [("version", ctypes.c_uint32), ("pid", ctypes.c_int)]


class _CapData(ctypes.Structure):
    _fields_ = [
        ("effective", ctypes.c_uint32),
        ("permitted", ctypes.c_uint32),
        ("inheritable", ctypes.c_uint32),
    ]


def drop_capabilities() -> None:
    """Give up every capability (bounding, ambient, effective, permitted, inheritable).

    Used in a user namespace, where the worker keeps its uid but holds capabilities
    over its own namespaces until this call.

    Raises:
        ConfinementError: When a capability is still held afterwards.
    """
    libc = _libc()
    libc.prctl.argtypes = [
        ctypes.c_int,
        ctypes.c_ulong,
        ctypes.c_ulong,
        ctypes.c_ulong,
        ctypes.c_ulong,
    ]
    for cap in range(64):
        if libc.prctl(_PR_CAPBSET_DROP, cap, 0, 0, 0) != 0:
            if ctypes.get_errno() == _EINVAL:
                break  # past the last capability this kernel knows
            _check(-1, f"prctl(PR_CAPBSET_DROP, {cap})")
    libc.prctl(_PR_CAP_AMBIENT, _PR_CAP_AMBIENT_CLEAR_ALL, 0, 0, 0)
    header = _CapHeader(_LINUX_CAPABILITY_VERSION_3, 0)
    data = (_CapData * 2)()
    _check(libc.capset(ctypes.byref(header), ctypes.byref(data)), "capset")
    check = (_CapData * 2)()
    _check(libc.capget(ctypes.byref(header), ctypes.byref(check)), "capget")
    if any(c.effective or c.permitted or c.inheritable for c in check):
        raise ConfinementError(1, "capabilities are still held after dropping them")


# ---------------------------------------------------------------------------
# private root filesystem
# ---------------------------------------------------------------------------


@dataclass(frozen=True)
class RootPlan:
    """What the worker's private root filesystem contains.

    Attributes:
        read_only_dirs: Host directories bind-mounted read-only at the same path.
        read_only_files: Host files bind-mounted read-only at the same path.
        devices: Device nodes bind-mounted at the same path (``/dev/null``...).
        symlinks: Top-level symlinks to recreate (``/lib -> usr/lib``).
        workdir: Path of the writable working directory inside the sandbox.
        site_dirs: Directories that become empty read-only tmpfs directories holding
            only ``site_entries`` (the allowed packages of a ``site-packages``).
        site_entries: Files and directories bound read-only at the same path inside
            one of ``site_dirs``.
        masked_dirs: Directories inside ``read_only_dirs`` covered by an empty
            read-only tmpfs (other Python packages, the evaluator's package).
    """

    read_only_dirs: tuple[str, ...]
    read_only_files: tuple[str, ...]
    devices: tuple[str, ...]
    symlinks: tuple[tuple[str, str], ...]
    workdir: str
    site_dirs: tuple[str, ...] = ()
    site_entries: tuple[str, ...] = ()
    masked_dirs: tuple[str, ...] = ()


_SYSTEM_DIRS = ("/usr", "/lib", "/lib64", "/lib32", "/libx32", "/bin", "/sbin")
_SYSTEM_FILES = ("/etc/ld.so.cache", "/etc/localtime")
_DEVICES = ("/dev/null", "/dev/zero", "/dev/urandom", "/dev/random")


def _under(path: str, roots: Iterable[str]) -> bool:
    return any(path == r or path.startswith(r.rstrip("/") + "/") for r in roots)


def plan_root(
    library_dirs: Iterable[str],
    workdir: str = "/sandbox",
    *,
    site_dirs: Iterable[str] = (),
    site_entries: Iterable[str] = (),
    masked: Iterable[str] = (),
) -> RootPlan:
    """Decide what the private root contains: system libraries, the standard library,
    the allowed packages of each site directory (nothing else of it), a few files
    from /etc, a few devices and the working directory. Nothing else of the host
    (no /etc/passwd, /proc, /home, /root, /tmp, project files, other packages...) is
    visible.

    Args:
        library_dirs: Directories bound whole (standard library, ``lib-dynload``).
        workdir: The writable working directory inside the sandbox.
        site_dirs: Site directories; inside the sandbox they hold only
            ``site_entries``.
        site_entries: Allowed packages (absolute paths inside ``site_dirs``).
        masked: Directories to hide when they lie inside a bound directory.

    Returns:
        The plan.
    """
    symlinks: list[tuple[str, str]] = []
    dirs: list[str] = []
    for path in _SYSTEM_DIRS:
        if os.path.islink(path):
            symlinks.append((path, os.readlink(path)))
        elif os.path.isdir(path):
            dirs.append(path)
    for path in library_dirs:
        norm = os.path.normpath(os.path.abspath(path))
        if os.path.isdir(norm):
            dirs.append(norm)
    # Drop directories nested in another one (lib-dynload inside the stdlib).
    unique = sorted(set(dirs))
    kept = [d for d in unique if not any(d != o and d.startswith(o + "/") for o in unique)]
    sites = [os.path.normpath(d) for d in site_dirs if os.path.isdir(d)]
    entries = [
        os.path.normpath(e)
        for e in site_entries
        if os.path.lexists(e) and os.path.dirname(os.path.normpath(e)) in sites
    ]
    hidden = sorted(
        {
            os.path.normpath(m)
            for m in masked
            if os.path.isdir(m) and _under(os.path.normpath(m), kept) and m not in sites
        }
    )
    files = tuple(f for f in _SYSTEM_FILES if os.path.isfile(f))
    devices = tuple(d for d in _DEVICES if os.path.exists(d))
    return RootPlan(
        read_only_dirs=tuple(kept),
        read_only_files=files,
        devices=devices,
        symlinks=tuple(symlinks),
        workdir=workdir,
        site_dirs=tuple(sites),
        site_entries=tuple(entries),
        masked_dirs=tuple(hidden),
    )


def build_root(
    root: str,
    plan: RootPlan,
    *,
    uid: int,
    gid: int,
    disk_bytes: int,
    seed_files: Mapping[str, bytes] | None = None,
) -> None:
    """Build the private root in a new mount namespace and ``pivot_root`` into it.

    Must run with CAP_SYS_ADMIN over the current mount namespace (root, or inside a
    new user namespace) after ``unshare(CLONE_NEWNS)``. On return the process's root
    is a read-only tmpfs holding read-only bind mounts and a writable, ``noexec``
    tmpfs working directory of at most ``disk_bytes``, owned by ``uid``; the current
    directory is that working directory.

    Args:
        root: Empty host directory used as the mount point of the new root.
        plan: What to mount.
        uid: Owner of the working directory.
        gid: Group of the working directory.
        disk_bytes: Size of the working directory's tmpfs.
        seed_files: Files to create in the working directory, relative path to bytes.
    """
    saved_umask = os.umask(0o022)
    try:
        _build_root(root, plan, uid=uid, gid=gid, disk_bytes=disk_bytes, seed_files=seed_files)
    finally:
        os.umask(saved_umask)


def _locked_flags(path: str) -> int:
    """Mount flags of ``path``'s mount that a remount must keep: in a user namespace
    the kernel refuses to clear ``noexec`` or change the atime flags of a mount
    inherited from the host."""
    try:
        f = os.statvfs(path).f_flag
    except OSError:
        return 0
    flags = 0
    for st, ms in (
        (os.ST_NOEXEC, MS_NOEXEC),
        (os.ST_NOATIME, MS_NOATIME),
        (os.ST_NODIRATIME, MS_NODIRATIME),
        (os.ST_RELATIME, MS_RELATIME),
    ):
        if f & st:
            flags |= ms
    return flags


def _bind_read_only(source: str, target: str, *, recursive: bool = True) -> None:
    flags = _locked_flags(source)
    mount(source, target, None, MS_BIND | (MS_REC if recursive else 0))
    mount(None, target, None, MS_REMOUNT | MS_BIND | MS_RDONLY | MS_NOSUID | MS_NODEV | flags)


def _build_root(
    root: str,
    plan: RootPlan,
    *,
    uid: int,
    gid: int,
    disk_bytes: int,
    seed_files: Mapping[str, bytes] | None,
) -> None:
    mount(None, "/", None, MS_REC | MS_PRIVATE)
    mount("tmpfs", root, "tmpfs", MS_NOSUID | MS_NODEV, "mode=0755,size=2m,nr_inodes=4096")
    for link, target in plan.symlinks:
        os.symlink(target, root + link)
    for path in plan.read_only_dirs:
        inside = root + path
        os.makedirs(inside, mode=0o755, exist_ok=True)
        _bind_read_only(path, inside)
    small = "mode=0755,size=64k,nr_inodes=1024"
    ro_tmpfs = MS_REMOUNT | MS_RDONLY | MS_NOSUID | MS_NODEV | MS_NOEXEC
    for path in plan.masked_dirs:
        inside = root + path
        if os.path.isdir(inside):
            mount("tmpfs", inside, "tmpfs", MS_NOSUID | MS_NODEV | MS_NOEXEC, small)
            mount(None, inside, None, ro_tmpfs, small)
    for site in plan.site_dirs:
        inside = root + site
        os.makedirs(inside, mode=0o755, exist_ok=True)
        mount("tmpfs", inside, "tmpfs", MS_NOSUID | MS_NODEV, small)
        for entry in plan.site_entries:
            if os.path.dirname(entry) != site:
                continue
            target = root + entry
            if os.path.isdir(entry):
                os.mkdir(target, 0o755)
            else:
                os.close(os.open(target, os.O_WRONLY | os.O_CREAT, 0o644))
            _bind_read_only(entry, target)
        mount(None, inside, None, MS_REMOUNT | MS_RDONLY | MS_NOSUID | MS_NODEV, small)
    for path in (*plan.read_only_files, *plan.devices):
        inside = root + path
        os.makedirs(os.path.dirname(inside), mode=0o755, exist_ok=True)
        os.close(os.open(inside, os.O_WRONLY | os.O_CREAT, 0o644))
        if path in plan.devices:
            mount(path, inside, None, MS_BIND)
        else:
            _bind_read_only(path, inside, recursive=False)
    work = root + plan.workdir
    os.makedirs(work, mode=0o755, exist_ok=True)
    mount(
        "tmpfs",
        work,
        "tmpfs",
        MS_NOSUID | MS_NODEV | MS_NOEXEC,
        f"mode=0700,uid={uid},gid={gid},size={disk_bytes},nr_inodes=16384",
    )
    for rel, data in (seed_files or {}).items():
        target = os.path.normpath(os.path.join(work, rel))
        if not target.startswith(work + "/"):
            continue
        _make_owned_dirs(work, os.path.dirname(target), uid, gid)
        fd = os.open(target, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        try:
            os.write(fd, data)
        finally:
            os.close(fd)
        os.chown(target, uid, gid)
    old = root + "/.oldroot"
    os.mkdir(old, 0o700)
    pivot_root(root, old)
    os.chdir("/")
    umount("/.oldroot", MNT_DETACH)
    os.rmdir("/.oldroot")
    mount(None, "/", None, MS_REMOUNT | MS_RDONLY | MS_NOSUID | MS_NODEV)
    os.chdir(plan.workdir)


def _make_owned_dirs(base: str, path: str, uid: int, gid: int) -> None:
    rel = os.path.relpath(path, base)
    current = base
    if rel == ".":
        return
    for part in rel.split("/"):
        current = os.path.join(current, part)
        if not os.path.isdir(current):
            os.mkdir(current, 0o700)
            os.chown(current, uid, gid)


# ---------------------------------------------------------------------------
# privileges
# ---------------------------------------------------------------------------


def unreadable_for_others(paths: Iterable[str]) -> list[str]:
    """Directories an unprivileged user could not import from (a 0700 ancestor such
    as ``/root`` for a pyenv Python): dropping root without a private root would
    break imports there."""
    bad: list[str] = []
    for path in paths:
        current = os.path.abspath(path)
        while True:
            try:
                mode = os.stat(current).st_mode
            except OSError:
                bad.append(path)
                break
            if not mode & 0o001:
                bad.append(f"{path} (not searchable: {current})")
                break
            parent = os.path.dirname(current)
            if parent == current:
                break
            current = parent
    return bad


def drop_privileges(uid: int, gid: int) -> None:
    """Become ``uid``/``gid`` for good (real, effective and saved ids; no groups).

    Raises:
        ConfinementError: When root privileges could be regained afterwards.
    """
    os.setgroups([])
    os.setresgid(gid, gid, gid)
    os.setresuid(uid, uid, uid)
    if os.getuid() != uid or os.geteuid() != uid or os.getgid() != gid:
        raise ConfinementError(1, "privileges were not dropped")
    try:
        os.setuid(0)
    except PermissionError:
        return
    raise ConfinementError(1, "root privileges could be regained after dropping them")


# ---------------------------------------------------------------------------
# seccomp
# ---------------------------------------------------------------------------
#
# Why a hand-assembled BPF program and not libseccomp (issue 17 item 6, checked): the
# filter is installed by the worker itself, which starts as ``python -I -S`` from
# marshalled modules and sees only the standard library and the allowed packages, inside a
# private root. libseccomp's Python bindings cannot be imported there: Debian's
# ``python3-seccomp`` lives in the system ``dist-packages`` (not pip-installable into the
# project's environment, and exposing it would expose the whole system site), and the PyPI
# ctypes wrapper ``pyseccomp`` (0.1.2, unmaintained since 2021) would have to join the
# packages model-written code may import, and needs ``libseccomp.so.2`` on every host.
# Building the program in the parent with libseccomp and shipping the bytes would add that
# native dependency for ~60 lines of code that `tests/security` exercises call by call.


def seccomp_supported() -> str | None:
    """Why the seccomp filter cannot be installed here, or None when it can."""
    machine = os.uname().machine
    if machine not in ("x86_64", "AMD64"):
        return f"the seccomp filter is implemented for x86_64 only (this is {machine})"
    return None


def _stmt(code: int, k: int) -> tuple[int, int, int, int]:
    return (code, 0, 0, k)


def _jump(code: int, k: int, jt: int, jf: int) -> tuple[int, int, int, int]:
    return (code, jt, jf, k)


_BPF_JA = 0x05
_Insn = tuple[int, int, int, int]


def seccomp_program(own_pid: int) -> list[_Insn]:
    """The seccomp BPF program, as ``(code, jt, jf, k)`` instructions.

    Rules: other architectures and the x32 ABI are killed; the calls in
    `DENIED_SYSCALLS_X86_64` fail with EPERM; ``clone`` is allowed only for threads
    (``CLONE_THREAD``); ``clone3`` fails with ENOSYS so libc falls back to ``clone``;
    ``kill``/``tgkill``/``rt_sigqueueinfo``/``rt_tgsigqueueinfo`` are allowed only
    towards the worker itself; everything else is allowed. The special system calls
    are found by binary search, so an allowed call costs about ten instructions.

    Args:
        own_pid: The worker's pid.

    Returns:
        The program.
    """
    arch, arg0 = 4, 16  # offsets in struct seccomp_data (arg0: its low 32 bits)
    deny = SECCOMP_RET_ERRNO | _EPERM
    handlers: dict[int, list[_Insn]] = {
        number: [_stmt(_BPF_RET_K, deny)] for number in set(DENIED_SYSCALLS_X86_64.values())
    }
    handlers[_CLONE3_X86_64] = [_stmt(_BPF_RET_K, SECCOMP_RET_ERRNO | _ENOSYS)]
    handlers[_CLONE_X86_64] = [
        _stmt(_BPF_LD_W_ABS, arg0),
        _jump(_BPF_JSET_K, CLONE_THREAD, 0, 1),
        _stmt(_BPF_RET_K, SECCOMP_RET_ALLOW),
        _stmt(_BPF_RET_K, deny),
    ]
    for number in _SELF_SIGNAL_X86_64.values():
        handlers[number] = [
            _stmt(_BPF_LD_W_ABS, arg0),
            _jump(_BPF_JEQ_K, own_pid, 0, 1),
            _stmt(_BPF_RET_K, SECCOMP_RET_ALLOW),
            _stmt(_BPF_RET_K, deny),
        ]
    prog: list[_Insn] = [
        _stmt(_BPF_LD_W_ABS, arch),
        _jump(_BPF_JEQ_K, AUDIT_ARCH_X86_64, 1, 0),
        _stmt(_BPF_RET_K, SECCOMP_RET_KILL_PROCESS),
        _stmt(_BPF_LD_W_ABS, 0),  # the system call number
        _jump(_BPF_JGE_K, 0x40000000, 0, 1),  # x32 ABI
        _stmt(_BPF_RET_K, SECCOMP_RET_KILL_PROCESS),
    ]
    prog += _search_tree(sorted(handlers), handlers)
    return prog


def _search_tree(keys: list[int], handlers: Mapping[int, list[_Insn]]) -> list[_Insn]:
    """Binary search over system call numbers; the accumulator holds the number."""
    if len(keys) <= 4:
        code: list[_Insn] = []
        for key in keys:
            block = handlers[key]
            code.append(_jump(_BPF_JEQ_K, key, 0, len(block)))
            code += block
        code.append(_stmt(_BPF_RET_K, SECCOMP_RET_ALLOW))
        return code
    mid = len(keys) // 2
    left = _search_tree(keys[:mid], handlers)
    right = _search_tree(keys[mid:], handlers)
    # number >= keys[mid]: fall onto the JA that jumps over the left half.
    return [_jump(_BPF_JGE_K, keys[mid], 0, 1), _stmt(_BPF_JA, len(left)), *left, *right]


class _SockFprog(ctypes.Structure):
    _fields_ = [("len", ctypes.c_ushort), ("filter", ctypes.c_void_p)]


def install_seccomp(own_pid: int) -> int:
    """Install the seccomp filter on the current process (and its future threads).

    ``PR_SET_NO_NEW_PRIVS`` must be set first.

    Args:
        own_pid: The worker's pid, the only allowed target of signals.

    Returns:
        The number of BPF instructions installed.

    Raises:
        ConfinementError: When the kernel refuses the filter.
    """
    program = seccomp_program(own_pid)
    raw = b"".join(struct.pack("=HBBI", *ins) for ins in program)
    buf = ctypes.create_string_buffer(raw, len(raw))
    fprog = _SockFprog(len(program), ctypes.cast(buf, ctypes.c_void_p))
    libc = _libc()
    libc.prctl.argtypes = [
        ctypes.c_int,
        ctypes.c_ulong,
        ctypes.c_void_p,
        ctypes.c_ulong,
        ctypes.c_ulong,
    ]
    _check(
        libc.prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, ctypes.addressof(fprog), 0, 0),
        "prctl(PR_SET_SECCOMP)",
    )
    return len(program)
