import Dispatch

/// Work on a list of items spread over threads, with each result handed on in list order: so a
/// run on four threads prints exactly what a run on one prints (`check --jobs`).
enum OrderedWork {
    /// Runs `work` for items `0..<count` on up to `workers` threads at once, and calls
    /// `deliver` on this thread for item 0, 1, 2, ... in turn, each as soon as it and every item
    /// before it are done. One worker (or one item) runs everything here, in order.
    static func run<Result: Sendable>(
        count: Int, workers: Int, work: @escaping @Sendable (Int) -> Result,
        deliver: (Int, Result) -> Void
    ) {
        guard workers > 1, count > 1 else {
            for index in 0..<count { deliver(index, work(index)) }
            return
        }
        let slots = Slots<Result>(count: count)
        let group = DispatchGroup()
        for _ in 0..<min(workers, count) {
            DispatchQueue.global().async(group: group) {
                while let index = slots.next() { slots.put(work(index), at: index) }
            }
        }
        for index in 0..<count { deliver(index, slots.take(index)) }
        group.wait()
    }

    /// The results, filled by the workers in any order and taken in order.
    private final class Slots<Result: Sendable>: @unchecked Sendable {
        // NB: `lock` guards `results` and `nextIndex`; `ready[i]` is signalled once result i
        // is in place, so `take` never reads a slot a worker is writing.
        private let lock = DispatchSemaphore(value: 1)
        private var results: [Result?]
        private var nextIndex = 0
        private let ready: [DispatchSemaphore]

        init(count: Int) {
            results = Array(repeating: nil, count: count)
            ready = (0..<count).map { _ in DispatchSemaphore(value: 0) }
        }

        /// The next item no worker has taken, if any.
        func next() -> Int? {
            lock.wait()
            defer { lock.signal() }
            guard nextIndex < results.count else { return nil }
            nextIndex += 1
            return nextIndex - 1
        }

        func put(_ result: Result, at index: Int) {
            lock.wait()
            results[index] = result
            lock.signal()
            ready[index].signal()
        }

        /// Result `index`, waiting until it is there.
        func take(_ index: Int) -> Result {
            ready[index].wait()
            lock.wait()
            defer { lock.signal() }
            guard let result = results[index] else {
                preconditionFailure("result \(index) was signalled but not stored")
            }
            results[index] = nil
            return result
        }
    }
}
