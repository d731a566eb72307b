import LineEditing

#if canImport(Glibc)
    import Glibc
#endif

extension Platform {
    /// The cores the system has online.
    static var processorCount: Int { max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }
}
